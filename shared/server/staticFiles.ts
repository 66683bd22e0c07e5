import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** A content-hashed chunk: never changes, so it is cached forever (and precompressed at build time). */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css)$/;

/** Entry points must be revalidated; content-hashed chunks can be cached forever. */
export function cacheControl(file: string): string {
  return HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface StaticFilesOptions {
  root: string;
  /** Origins allowed to fetch these files (remotes are loaded by the shell's origin). */
  corsOrigin?: string;
}

/**
 * Compresses text answers for clients that take gzip, each file once per version of it; a file
 * compressed at build time (`precompressed`, see @store/shared/build) is sent as it is.
 */
export class Gzip {
  private readonly kept = new Map<string, Buffer>();

  body(
    request: http.IncomingMessage,
    headers: Record<string, string>,
    body: Buffer,
    key: string,
    precompressed?: string,
  ): { body: Buffer; headers: Record<string, string> } {
    const compressible = /text|json|javascript|svg|xml/.test(headers['Content-Type'] ?? '');
    if (!compressible || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
      return { body, headers: { ...headers, Vary: 'Accept-Encoding' } };
    let zipped = this.kept.get(key);
    if (!zipped) {
      zipped = precompressed && fs.existsSync(precompressed) ? fs.readFileSync(precompressed) : zlib.gzipSync(body);
      if (this.kept.size > 2000) this.kept.clear();
      this.kept.set(key, zipped);
    }
    return { body: zipped, headers: { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } };
  }
}

/**
 * A built app's files: gzip, cache headers, CORS. Answers and returns true when `urlPath` is a
 * file under `root`; false (nothing sent) when it is not, so the caller decides what a page is.
 */
export function serveStaticFile(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  urlPath: string,
  options: StaticFilesOptions,
  gzip: Gzip,
): boolean {
  const root = path.resolve(options.root);
  let file = path.resolve(root, `.${urlPath}`);
  if (!file.startsWith(root)) {
    response.writeHead(403, { 'Content-Type': 'text/plain' }).end('Forbidden');
    return true;
  }
  if (urlPath.endsWith('/')) file = path.join(file, 'index.html');
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
  const headers: Record<string, string> = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
  };
  if (options.corsOrigin) headers['Access-Control-Allow-Origin'] = options.corsOrigin;
  const answer = gzip.body(
    request,
    headers,
    fs.readFileSync(file),
    `${file}:${fs.statSync(file).mtimeMs}`,
    HASHED_ASSET.test(file) ? `${file}.gz` : undefined,
  );
  response.writeHead(200, answer.headers).end(request.method === 'HEAD' ? undefined : answer.body);
  return true;
}
