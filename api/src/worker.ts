import { startMetricsServer } from '@store/shared/metrics-server';
import { settingsOrExit } from '@store/shared/settings';
import { loadWorkerConfig } from './config';
import { pendingMigrations } from './db/client';
import { startJobsWhenSchemaCurrent } from './jobs/whenSchemaCurrent';
import { prepareDatabase } from './prepare';
import { storeServices, type Log } from './services';
import { onStopSignal } from './stopSignals';
import { storeJobs } from './storeJobs';
import { storeWiring } from './wiring';

/** JSON lines, as the API's logger writes them. */
const line =
  (level: string): Log['info'] =>
  (detail, message) =>
    console.log(JSON.stringify({ level, msg: message, ...detail }));
const log: Log = { info: line('info'), warn: line('warn'), error: line('error') };

/**
 * `npm run worker`: runs the background jobs and the scheduled sweeps, and answers no
 * requests: it builds the store's services and its jobs, no HTTP app (the sandboxes' webhooks
 * go straight to the webhook handlers). Scale it on its own; it drains on SIGTERM like the API:
 * no new job is taken, the running ones finish (or are retried by another worker once they expire).
 */
async function main() {
  // The API's settings (DATABASE_URL required: the embedded database is the API process's own).
  const config = settingsOrExit('worker', () => loadWorkerConfig());
  const database = await prepareDatabase({ ...config, seedDemoData: false, admin: null }, (message) =>
    log.info({}, message),
  );
  const pending = await pendingMigrations(database);
  if (pending.length)
    throw new Error(`database schema is behind this code: ${pending.join(', ')} not run (npm run migrate)`);
  // It answers no requests, so it counts none: no rate limits, and no Redis to wait for.
  const services = storeServices({ ...config, rateLimits: false }, database, log);
  const starting = startJobsWhenSchemaCurrent(database, services.jobs, storeJobs(services, storeWiring(services)), {
    warn: (message) => log.warn({}, message),
    error: (error) => log.error({ err: error }, 'jobs: could not start'),
  });
  onStopSignal(async () => {
    log.info({}, 'worker: stopping; finishing the jobs it runs');
    // A start under way completes first, so its queues are there to stop.
    const watch = await starting.catch(() => null);
    await watch?.stop();
    await services.jobs.stop();
    await database.close();
    process.exit(0);
  });
  await starting;
  log.info({}, 'worker: running jobs');
  if (config.metrics.port) (await startMetricsServer(services.metrics.registry, config.metrics)).unref();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
