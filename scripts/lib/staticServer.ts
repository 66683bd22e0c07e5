import fs from 'node:fs';
import http from 'node:http';
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
};

/** Entry points must be revalidated; content-hashed chunks can be cached forever. */
function cacheControl(file: string): string {
  return /\.[0-9a-f]{8,}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface StaticServerOptions {
  root: string;
  port: number;
  /** Unknown paths answer index.html (the shell's client-side routes). */
  spa?: boolean;
  /** Origins allowed to fetch these files (remotes are loaded by the shell's origin). */
  corsOrigin?: string;
  /** Security headers sent with every answer (Content Security Policy and the like). */
  headers?: Record<string, string> | (() => Record<string, string>);
}

/** A small static server for the built apps: gzip, cache headers, CORS, SPA fallback. */
export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const gzipCache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    let file = path.resolve(root, `.${urlPath}`);
    const security = typeof options.headers === 'function' ? options.headers() : (options.headers ?? {});
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    if (!file.startsWith(root)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    if (urlPath.endsWith('/')) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
      if (!options.spa || path.extname(urlPath)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      Vary: 'Accept-Encoding',
    };
    if (options.corsOrigin) headers['Access-Control-Allow-Origin'] = options.corsOrigin;
    let body: Buffer = fs.readFileSync(file);
    const compressible = /text|json|javascript|svg/.test(headers['Content-Type'] ?? '');
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const key = `${file}:${fs.statSync(file).mtimeMs}`;
      body = gzipCache.get(key) ?? (zlib.gzipSync(body) as Buffer);
      gzipCache.set(key, body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}
