import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string | null;
}

/**
 * Prometheus's scrape endpoint on a listener of its own (METRICS_PORT), so the public port never
 * answers /metrics: the port stays inside the private network (compose publishes it nowhere),
 * and a token can guard it where the network alone is not enough.
 */
export function startMetricsServer(registry: Registry, options: MetricsServerOptions): Promise<http.Server> {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = options.token ? digest(`Bearer ${options.token}`) : null;
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      response.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' }).end('Unauthorized');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
