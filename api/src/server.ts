import { startMetricsServer } from '@store/shared/metrics-server';
import { settingsOrExit } from '@store/shared/settings';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './prepare';
import { onStopSignal } from './stopSignals';
import { findPincode } from './modules/pincodes/pincodeDirectory';

async function main() {
  const config = settingsOrExit('api', () => loadConfig());
  const database = await prepareDatabase(config, (message) => console.log(JSON.stringify({ msg: message })));
  // Jobs start as the app's last step: the signal's handler is set before it (see onStopSignal).
  const building = buildApp({ config, database });
  let statistics: NodeJS.Timeout | null = null;
  const signal = onStopSignal(async () => {
    const app = await building;
    if (statistics) clearInterval(statistics);
    // Readiness fails first and the API keeps answering meanwhile, so a load balancer stops
    // sending before the listener closes.
    app.lifecycle.draining = true;
    app.log.info({ drainMs: config.shutdownDrainMs }, 'stopping: readiness now fails; draining');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    // In-flight requests get a moment to finish; connections a browser keeps open do not hold
    // the process (Fastify would otherwise wait out their 72 s keep-alive).
    setTimeout(() => app.server.closeAllConnections(), 2000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  });
  const app = await building;
  if (signal.stopping) return;
  // The upload and record sweeps are scheduled jobs (their modules' jobs.ts): once across all instances.
  // A real PostgreSQL server keeps its own statistics (autovacuum); the embedded one needs asking.
  if (database.kind === 'pglite')
    statistics = setInterval(() => {
      database.analyze().catch((error: unknown) => app.log.warn({ err: error }, 'analyze failed'));
    }, 10 * 60_000).unref();
  // The pincode directory is built on first use (about 0.5 s of blocked event loop): before the
  // listener opens, so a restarted instance does not stall the first requests its front sends it.
  findPincode('110001');
  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.port) {
    try {
      (await startMetricsServer(app.metrics.registry, config.metrics)).unref();
      app.log.info({ port: config.metrics.port }, 'metrics: /metrics on its own port');
    } catch (error) {
      // On a laptop a second store may hold the port: it runs without metrics. Production must have them.
      if (config.production) throw error;
      app.log.warn({ err: error, port: config.metrics.port }, 'metrics: port taken, serving none');
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
