import { pendingMigrations, type DatabaseHandle } from '../db/client';
import type { JobHandlers, JobQueue } from './queue';

/** How often a process on a database behind its code looks again (`npm run migrate` may be running). */
export const SCHEMA_RECHECK_MS = 5000;

/**
 * Starts the job queue, and this process's handlers when it runs them, only once the database
 * has every migration of this code: pg-boss is not installed into, and no handler runs against,
 * a schema the code does not know (MIGRATE_AT_START=false before `npm run migrate`). Until then
 * it says once what is missing and looks again every `recheckMs`; `/ready` fails meanwhile.
 * Resolves when the queue is started or the first check found it behind; `stop()` ends the
 * watch (after a start it has begun).
 */
export async function startJobsWhenSchemaCurrent(
  database: DatabaseHandle,
  jobs: JobQueue,
  handlers: JobHandlers | null,
  log: { warn: (message: string) => void; error: (error: unknown) => void },
  recheckMs = SCHEMA_RECHECK_MS,
): Promise<{ stop: () => Promise<void> }> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let told = false;
  let running: Promise<unknown> = Promise.resolve();
  const attempt = async (): Promise<boolean> => {
    if (stopped) return true;
    const pending = await pendingMigrations(database);
    if (pending.length) {
      if (!told)
        log.warn(
          `jobs: not started: database schema is behind this code (${pending.join(', ')} not run); checking every ${recheckMs / 1000} s`,
        );
      told = true;
      return false;
    }
    await jobs.start();
    if (handlers) await jobs.work(handlers);
    return true;
  };
  const watch = () => {
    timer = setTimeout(() => {
      running = attempt().then(
        (started) => {
          if (!started && !stopped) watch();
        },
        (error: unknown) => {
          log.error(error);
          if (!stopped) watch();
        },
      );
    }, recheckMs);
    timer.unref();
  };
  if (!(await attempt())) watch();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
