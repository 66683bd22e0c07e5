import http from 'node:http';
import { Gzip, serveStaticFile } from '@store/shared/static-files';

export interface StaticServerOptions {
  root: string;
  port: number;
  /** Origins allowed to fetch these files (remotes are loaded by the shell's origin). */
  corsOrigin?: string;
  /** Security headers sent with every answer (Content Security Policy and the like). */
  headers?: Record<string, string>;
}

/** A small static server for the built remotes and releases: gzip, cache headers, CORS. */
export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const gzip = new Gzip();
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
    if (serveStaticFile(req, res, urlPath, options, gzip)) return;
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}
