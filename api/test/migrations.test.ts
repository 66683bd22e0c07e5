import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { createScratchDatabase } from '../src/db/scratchDatabase';
import { openDatabase, pendingMigrations } from '../src/db/client';
import { JOBS } from '../src/allJobs';
import { JobQueue } from '../src/jobs/queue';
import { SCHEMA_RECHECK_MS } from '../src/jobs/whenSchemaCurrent';
import { freePort, stopAll, storeProcess } from './storeProcess';
import { eventually, FAST_JOBS, startTestApi } from './testApp';

/** The newest migration's change and its record undone: the database as it was before it (edit with each new migration). */
const UNDO_NEWEST_MIGRATION = `drop index stock_holds_holder_idx;
  create index stock_holds_size_idx on stock_holds (product_id, stock_key) where state = 'held';
  delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`;

it('is not ready while the database lacks a migration of this code, naming it, and is once it has run', async () => {
  const api = await startTestApi();
  await api.database.executeSql(UNDO_NEWEST_MIGRATION);
  // An API of this code starting on it (as with MIGRATE_AT_START=false, before `npm run migrate`).
  const app = await buildApp({
    config: { ...api.config, jobs: { ...api.config.jobs, inProcess: false } },
    database: api.database,
  });
  try {
    const behind = await app.inject({ method: 'GET', url: '/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json().message).toBe(
      'Database schema is behind this code: migration 0062_hold_by_keys has not run (npm run migrate)',
    );
    await api.database.migrate();
    expect(await pendingMigrations(api.database)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await api.close();
  }
}, 60_000);

it('installs no job queue and runs no job while the database lacks a migration, and starts both once it has run', async () => {
  const api = await startTestApi({ jobs: { inProcess: false, tuning: FAST_JOBS } });
  // A database a migration behind, on which the queue was never installed.
  await api.database.executeSql(`drop schema pgboss cascade; ${UNDO_NEWEST_MIGRATION}`);
  // An API of this code that runs the jobs itself, started on it (MIGRATE_AT_START=false).
  const app = await buildApp({
    config: { ...api.config, jobs: { inProcess: true, tuning: FAST_JOBS } },
    database: api.database,
  });
  const queueInstalled = async () =>
    (await api.database.executeSql(`select to_regnamespace('pgboss') is not null as installed`)).rows[0]?.installed;
  try {
    expect(await queueInstalled()).toBe(false);
    expect(app.jobs.isWorking).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, SCHEMA_RECHECK_MS + 500));
    expect(await queueInstalled()).toBe(false);

    // `npm run migrate` has run: within a recheck the queue is installed and this process runs its jobs.
    await api.database.migrate();
    await eventually(async () => expect(app.jobs.isWorking).toBe(true), SCHEMA_RECHECK_MS * 3);
    expect(await queueInstalled()).toBe(true);
    const id = await app.jobs.enqueue(api.database.db, 'stage-notice', {
      orderId: randomUUID(),
      lineId: 'none',
      stage: 'cutting',
    });
    await eventually(async () => {
      const { rows } = await api.database.executeSql(`select state from pgboss.job where id = $1`, [id]);
      expect(rows).toEqual([{ state: 'completed' }]);
    });
  } finally {
    await app.close();
    await api.close();
  }
}, 60_000);

const postgresUrl = process.env.TEST_DATABASE_URL;
/** The advisory lock `migrate()` holds (db/client.ts). */
const MIGRATION_LOCK_KEY = 31_0017;

/** A connection of "another instance" that holds an advisory lock until told to let go. */
async function lockHolder(url: string, key: number, applicationName: string) {
  const client = new Client({ connectionString: url, application_name: applicationName });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [key]);
  let released: Promise<void> | null = null;
  return {
    /** Ends the session, and with it the lock (once, however often it is called). */
    release: () => (released ??= client.end()),
  };
}

/** Fails with `message` if the work has not finished within `ms`, rather than at jest's timeout. */
function within<T>(ms: number, message: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// Two processes on one server: the embedded database belongs to one process, so these are PostgreSQL's.
if (postgresUrl) {
  describe('advisory locks on PostgreSQL', () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    beforeEach(async () => {
      scratch = await createScratchDatabase(postgresUrl, 'store_test');
    });
    afterEach(async () => {
      await scratch.drop();
    });

    it('migrates and installs the job queue on a pool of one connection', async () => {
      const database = await openDatabase({ url: scratch.url, poolSize: 1 });
      try {
        // The lock's connection is the pool's only one: work that asked the pool for another would wait forever.
        await within(60_000, 'migrate() waited for a second connection', database.migrate());
        const jobs = new JobQueue(database, JOBS);
        await within(30_000, 'the job queue waited for a second connection', jobs.start());
        await jobs.stop();
        expect(await pendingMigrations(database)).toEqual([]);
      } finally {
        await database.close();
      }
    }, 90_000);

    it('says who holds the migration lock while it waits, takes it when freed, and gives up at its deadline', async () => {
      const said: string[] = [];
      const lockWait = { timeoutMs: 3000, reportEveryMs: 1000, log: (line: string) => said.push(line) };
      const database = await openDatabase({ url: scratch.url, lockWait });
      const holder = await lockHolder(scratch.url, MIGRATION_LOCK_KEY, 'stuck migrator');
      try {
        await expect(database.migrate()).rejects.toThrow(
          /^database: gave up after 3 s waiting for the migrations lock \(advisory 310017\), held by server pid \d+ \(stuck migrator from 127\.0\.0\.1, idle for \d+ s\)$/,
        );
        expect(said[0]).toMatch(
          /^database: waiting 0 s for the migrations lock \(advisory 310017\), held by server pid \d+ \(stuck migrator from 127\.0\.0\.1, idle for \d+ s\); giving up after 3 s$/,
        );
        expect(said.length).toBeGreaterThanOrEqual(3);
        expect(await pendingMigrations(database)).not.toEqual([]);

        // A holder that lets go within the deadline: the waiter takes the lock and migrates.
        said.length = 0;
        setTimeout(() => void holder.release(), 1200);
        await database.migrate();
        expect(said.at(-1)).toMatch(/^database: took the migrations lock after [12] s$/);
        expect(await pendingMigrations(database)).toEqual([]);
      } finally {
        await holder.release();
        await database.close();
      }
    }, 60_000);

    it('closes a connection that cannot release its lock, rather than pool it still holding the lock', async () => {
      const lock = { key: 99_0001, name: 'test' };
      const database = await openDatabase({ url: scratch.url, poolSize: 1, lockWait: { log: () => {} } });
      try {
        // The work leaves its connection in a failed transaction, where even the unlock is refused.
        await expect(
          database.serialized(lock, async (connection) => {
            await connection.executeSql('begin');
            await connection.executeSql('select 1 / 0');
          }),
        ).rejects.toThrow('division by zero');
        const other = new Client({ connectionString: scratch.url });
        await other.connect();
        try {
          expect((await other.query('select pg_try_advisory_lock($1) as taken', [lock.key])).rows).toEqual([
            { taken: true },
          ]);
        } finally {
          await other.end();
        }
        // The pool's one connection is a fresh one, not the one stuck in the failed transaction.
        expect((await database.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    }, 30_000);
  });

  it('starts two API processes that migrate one new PostgreSQL database at once', async () => {
    const scratch = await createScratchDatabase(postgresUrl, 'store_test');
    const started = Date.now();
    // Both processes, and every wait for them, within this: well under jest's timeout, so a
    // failure says what the processes printed instead of only "timed out".
    const deadline = started + 75_000;
    const left = () => Math.max(0, deadline - Date.now());
    // Held until both processes are waiting for it: they then migrate at the same moment.
    const holder = await lockHolder(scratch.url, MIGRATION_LOCK_KEY, 'test holding the migrations');
    const apis = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const port = await freePort();
        return { port, ...storeProcess(name, 'api/src/server.ts', { DATABASE_URL: scratch.url, PORT: String(port) }) };
      }),
    );
    const output = () => apis.map((api) => api.output()).join('');
    // A process that dies while starting fails the test at once, with what it printed.
    const died = Promise.race(
      apis.map((api) => api.exited.then((code) => Promise.reject(new Error(`an API exited (${code})`)))),
    );
    died.catch(() => {});
    const ready = (port: number) =>
      eventually(async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(2000) });
        expect(answer.status).toBe(200);
      }, left());
    try {
      await Promise.race([
        died,
        (async () => {
          // Both attempted to migrate: each found the lock taken and said so.
          await eventually(() => {
            for (const api of apis) expect(api.output()).toContain('waiting 0 s for the migrations lock');
          }, left());
          await holder.release();
          await Promise.all(apis.map((api) => ready(api.port)));
        })(),
      ]);
      expect(apis.map((api) => api.child.exitCode)).toEqual([null, null]);
      const check = await openDatabase({ url: scratch.url });
      try {
        expect(await pendingMigrations(check)).toEqual([]);
      } finally {
        await check.close();
      }
    } catch (error) {
      throw new Error(`${(error as Error).message}\nafter ${Date.now() - started} ms; the APIs said:\n${output()}`, {
        cause: error,
      });
    } finally {
      await holder.release();
      await stopAll(apis);
      await scratch.drop();
    }
  }, 120_000);
}
