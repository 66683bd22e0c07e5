/**
 * The render server's container entry. It sits behind the shell's nginx, which serves the
 * build's files and sends every page here:
 *   PORT (8080), CATALOG_URL and the other remotes' addresses (see below), API_INTERNAL_URL (how this container reaches the API; default API_URL),
 *   PUBLIC_SHELL_URL (the site's public origin), ROOT (the shell's build; default shell/dist),
 *   RENDER_CACHE=off to render every page afresh, SHUTDOWN_DRAIN_MS (5000 in production) how
 *   long `/__ready` fails on SIGTERM before the listener closes, SERVE_FILES=true to
 *   serve the files too (no nginx in front), METRICS_PORT (9465; 0 = off) and METRICS_TOKEN for
 *   Prometheus's /metrics on a listener of its own.
 */
import path from 'node:path';
import { normalizeRuntimeConfig, REMOTE_NAMES, type RuntimeConfig } from '@store/shared/config';
import { startMetricsServer } from '@store/shared/metrics-server';
import { RenderMetrics } from './renderMetrics';
import { startRenderServer } from './renderServer';

const env = process.env;
const apiUrl = env.API_INTERNAL_URL || env.API_URL;
const publicOrigin = env.PUBLIC_SHELL_URL;
if (!apiUrl || !publicOrigin) {
  console.error('render server: set API_INTERNAL_URL (or API_URL) and PUBLIC_SHELL_URL');
  process.exit(1);
}
const port = Number(env.PORT) || 8080;
const metrics = new RenderMetrics();
const metricsPort = Number(env.METRICS_PORT ?? 9465);
const lifecycle = { draining: false };
const drainMs = env.SHUTDOWN_DRAIN_MS
  ? Math.max(0, Number(env.SHUTDOWN_DRAIN_MS) || 0)
  : env.NODE_ENV === 'production'
    ? 5000
    : 0;

/**
 * In its container the render server is told where the remotes are as it reaches them
 * (CATALOG_URL=http://catalog:8080/mf-manifest.json, ...), with the CHAT_NUMBER and PAYMENTS the
 * shell's page has (its header and banner must draw the same). Without them, it reads
 * runtime-config.json beside the build, as `npm start` writes it.
 */
const fromEnv: RuntimeConfig | null = REMOTE_NAMES.every((name) => env[`${name.toUpperCase()}_URL`])
  ? normalizeRuntimeConfig({
      apiUrl: env.API_URL ?? apiUrl,
      remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, env[`${name.toUpperCase()}_URL`]])),
      chatNumber: env.CHAT_NUMBER ?? '',
      testPayments: env.PAYMENTS === 'sandbox',
    })
  : null;
void startRenderServer({
  root: path.resolve(env.ROOT ?? 'shell/dist'),
  port,
  host: env.HOST ?? '0.0.0.0',
  apiUrl: apiUrl.replace(/\/$/, ''),
  publicOrigin,
  serveFiles: env.SERVE_FILES === 'true',
  cacheEntries: env.RENDER_CACHE === 'off' ? 0 : undefined,
  ...(fromEnv ? { runtimeConfig: () => fromEnv } : {}),
  lifecycle,
  metrics,
  // Alone (no nginx in front), it sends the shell's security headers itself.
  securityHeaders:
    env.SERVE_FILES === 'true'
      ? {
          razorpay: Boolean(env.RAZORPAY_KEY_ID),
          imagekitUrlEndpoint: env.IMAGEKIT_URL_ENDPOINT || undefined,
          hsts: env.NODE_ENV === 'production',
        }
      : undefined,
})
  .then(async (server) => {
    console.log(`render server: listening on ${port}, pages for ${publicOrigin}, catalogue from ${apiUrl}`);
    if (metricsPort)
      await startMetricsServer(metrics.registry, {
        port: metricsPort,
        host: env.METRICS_HOST ?? env.HOST ?? '0.0.0.0',
        token: env.METRICS_TOKEN || null,
      }).then(
        (listener) => listener.unref(),
        // A second store on a laptop may hold the port; production must have its metrics.
        (error: unknown) => {
          if (env.NODE_ENV === 'production') throw error;
          console.warn(`render server: metrics port ${metricsPort} taken, serving none`);
        },
      );
    // SIGTERM: readiness fails first while pages are still served, then the listener closes and
    // the pages in flight finish; connections kept open by browsers do not hold the exit.
    const stop = () => {
      if (lifecycle.draining) return;
      lifecycle.draining = true;
      setTimeout(() => {
        server.close(() => process.exit(0));
        server.closeIdleConnections();
        setTimeout(() => process.exit(0), 10_000).unref();
      }, drainMs);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: unknown) => {
    console.error('render server: could not start', error);
    process.exit(1);
  });
