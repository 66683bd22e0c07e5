import { loadConfig } from '../config';
import { JOBS } from '../allJobs';
import { JobQueue } from '../jobs/queue';
import { openConfiguredDatabase } from '../prepare';

/**
 * `npm run migrate`: brings the database to this code's schema (under an advisory lock, so
 * two at once take turns) and installs or upgrades the job queue's tables. The compose stack
 * runs it once before the API and the worker start.
 */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const jobs = new JobQueue(database, JOBS, config.jobs.tuning);
    await jobs.start();
    await jobs.stop();
    console.log(JSON.stringify({ msg: 'migrate: the database is up to date' }));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
