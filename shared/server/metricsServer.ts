import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Registry } from 'prom-client';
import { port, setting, text } from './settings';

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string | null;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** METRICS_PORT, METRICS_HOST and METRICS_TOKEN: every process's metrics listener, in its settings. */
export const metricsSettings = (defaultPort: number, hostDefault: string, portDefault?: string) => ({
  METRICS_PORT: setting(port, {
    default: defaultPort,
    ...(portDefault ? { defaultText: portDefault } : {}),
    description: "Prometheus's `/metrics` on a listener of its own, never the public port; `0` serves none",
  }),
  METRICS_HOST: setting(text, { description: 'the interface the metrics listener is on', defaultText: hostDefault }),
  METRICS_TOKEN: setting(text, {
    description: 'the Bearer token a scrape must send; production needs one when metrics listen beyond loopback',
  }),
});

/**
 * The one rule for the API, the worker and the render server: in production a metrics listener
 * beyond loopback must ask for a token, as process and payment figures are not public. The
 * problem, said after METRICS_TOKEN, or null.
 */
export function metricsTokenProblem(listener: MetricsServerOptions, production: boolean): string | null {
  if (!production || listener.port === 0 || listener.token || LOOPBACK.test(listener.host)) return null;
  return (
    `is required in production when metrics listen beyond loopback (${listener.host}): ` +
    'set METRICS_TOKEN, or METRICS_HOST=127.0.0.1, or METRICS_PORT=0 to serve none'
  );
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
