/**
 * The render server's container entry. It sits behind the shell's nginx, which serves the
 * build's files and sends every page here. Its settings (the API's and the remotes' addresses,
 * the site's origin, metrics, drain) and their defaults are in settings.ts and the README.
 */
import { startMetricsServer } from '@store/shared/metrics-server';
import { settingsOrExit } from '@store/shared/settings';
import { RenderMetrics } from './renderMetrics';
import { loadRenderSettings } from './settings';

// Read before anything listens: a bad setting (in production, metrics beyond loopback without
// their token) stops the start, with every problem listed, before the server and the pages'
// code (React, the HTTP framework) are even loaded.
const settings = settingsOrExit('render server', () => loadRenderSettings(process.env));
const { port, apiUrl, publicOrigin } = settings.server;
const metrics = new RenderMetrics();
const lifecycle = { draining: false };
void import('./renderServer')
  .then(({ startRenderServer }) => startRenderServer({ ...settings.server, lifecycle, metrics }))
  .then(async (server) => {
    console.log(`render server: listening on ${port}, pages for ${publicOrigin}, catalogue from ${apiUrl}`);
    if (settings.metrics.port)
      await startMetricsServer(metrics.registry, settings.metrics).then(
        (listener) => listener.unref(),
        // A second store on a laptop may hold the port; production must have its metrics.
        (error: unknown) => {
          if (settings.production) throw error;
          console.warn(`render server: metrics port ${settings.metrics.port} taken, serving none`);
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
      }, settings.drainMs);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: unknown) => {
    console.error('render server: could not start', error);
    process.exit(1);
  });
