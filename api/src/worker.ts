import { startMetricsServer } from '@store/shared/metrics-server';
import { settingsOrExit } from '@store/shared/settings';
import { buildApp } from './app';
import { loadWorkerConfig } from './config';
import { pendingMigrations } from './db/client';
import { prepareDatabase } from './prepare';

/**
 * `npm run worker`: runs the background jobs and the scheduled sweeps, and answers no
 * requests. Scale it on its own; it drains on SIGTERM like the API: no new job is taken, the
 * running ones finish (or are retried by another worker once they expire).
 */
async function main() {
  // The API's settings (DATABASE_URL required: the embedded database is the API process's own).
  const config = settingsOrExit('worker', () => loadWorkerConfig());
  const log = (message: string) => console.log(JSON.stringify({ msg: message }));
  // The API's own wiring (mailer, texts, the webhook route the sandbox's jobs call), with no listener.
  const database = await prepareDatabase({ ...config, seedDemoData: false, admin: null }, log);
  const pending = await pendingMigrations(database);
  if (pending.length)
    throw new Error(`database schema is behind this code: ${pending.join(', ')} not run (npm run migrate)`);
  // It answers no requests, so it counts none: no rate limits, and no Redis to wait for.
  const app = await buildApp({
    config: { ...config, rateLimits: false, jobs: { ...config.jobs, inProcess: true } },
    database,
  });
  await app.ready();
  log('worker: running jobs');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log('worker: stopping; finishing the jobs it runs');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  if (config.metrics.port) (await startMetricsServer(app.metrics.registry, config.metrics)).unref();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
