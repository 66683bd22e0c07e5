import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool, type PoolClient } from 'pg';
import { DEFAULT_LOCK_WAIT, takeAdvisoryLock, type AdvisoryLock, type LockWait } from './advisoryLock';
import { DEFAULT_POOL_SIZE } from './poolSize';
import * as schema from './schema';

export type { AdvisoryLock } from './advisoryLock';

/** One query interface over both drivers: the schema and queries are the same for each. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection or a pool, outside any transaction. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DatabaseHandle extends SqlRunner {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations (another folder: a test of one migration over older data). */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  /** Refreshes the planner's statistics (PGlite has no autovacuum to do it). */
  analyze(): Promise<void>;
  ping(): Promise<void>;
  /** Connections open, idle, and queries waiting for one (the embedded database is one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /**
   * Runs work while holding a server-wide advisory lock, so instances starting together take
   * turns. The work gets the lock's own connection and should use only it: it then needs no
   * second connection from the pool, which a pool of one would wait for forever.
   */
  serialized<T>(lock: AdvisoryLock, work: (connection: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: calls `onNotify` for each NOTIFY on the channel (sent by any process, once
   * its transaction commits), on a connection of its own outside the pool; resolves to the
   * function that stops listening. A lost connection is only reported: callers also look on a timer.
   */
  listen?(channel: string, onNotify: () => void, onError: (error: Error) => void): Promise<() => Promise<void>>;
}

const migrationsFolder = path.resolve(__dirname, '..', '..', 'drizzle');
/**
 * One connection as a SqlRunner that sends its statements one after another: callers may ask
 * at once (pg-boss's timers do), and pg deprecates queueing on a busy client. `finish()` waits
 * for the statements asked so far, before the connection is unlocked and handed back.
 */
function oneAtATime(client: PoolClient): SqlRunner & { finish(): Promise<void> } {
  let last: Promise<unknown> = Promise.resolve();
  let finished = false;
  return {
    executeSql(text, values) {
      if (finished) return Promise.reject(new Error('the advisory lock this statement was for is released'));
      const result = last.then(() => client.query(text, values));
      last = result.catch(() => {});
      return result;
    },
    async finish() {
      finished = true;
      await last;
    },
  };
}

const MIGRATION_LOCK: AdvisoryLock = { key: 31_0017, name: 'migrations' };

/**
 * Migrations this code has that the database has not run, by tag (drizzle records each run
 * migration's folder time in drizzle.__drizzle_migrations and runs those newer than the last).
 */
export async function pendingMigrations(database: DatabaseHandle): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const [table] = (
    await database.executeSql(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  ).rows;
  const last = table?.present
    ? Number(
        (await database.executeSql('select max(created_at)::text as last from drizzle.__drizzle_migrations')).rows[0]
          ?.last ?? 0,
      )
    : 0;
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

export interface DatabaseOptions {
  /** postgres://... for a real server. */
  url?: string | null;
  /** Embedded database directory; 'memory://' or omitted for an in-memory database. */
  dataDir?: string;
  /** An embedded database's dump (PGlite dumpDataDir) to start from, for fast test setup. */
  loadDataDir?: Blob;
  /** PostgreSQL connections at most (the API's config: DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** How a wait for an advisory lock is reported and when it gives up. */
  lockWait?: Partial<LockWait>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // Names this process in pg_stat_activity (and so in a lock waiter's log), unless the URL names one.
      fallback_application_name: `store ${os.hostname()} pid ${process.pid}`,
    });
    // An idle connection the server ends (a restart, a failover, an admin's terminate) is
    // dropped from the pool and replaced on the next query; without a listener it would end
    // the process.
    pool.on('error', (error) => console.warn(`database: an idle connection ended: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const wait: LockWait = { ...DEFAULT_LOCK_WAIT, ...options.lockWait };
    // A session lock lives on one connection, held for the duration, on which the work runs too.
    const withLock = async <T>(lock: AdvisoryLock, work: (client: PoolClient) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await takeAdvisoryLock(client, lock, wait);
      } catch (error) {
        client.release(true);
        throw error;
      }
      let healthy = true;
      try {
        return await work(client);
      } finally {
        // A connection that cannot unlock (left in a failed transaction, or broken) still holds
        // the lock: it is closed, which frees the lock, rather than handed to the next query.
        await client.query('select pg_advisory_unlock($1)', [lock.key]).catch((error: unknown) => {
          healthy = false;
          wait.log(`database: could not release the ${lock.name} lock (${String(error)}): closing its connection`);
        });
        client.release(!healthy);
      }
    };
    return {
      db,
      kind: 'postgres',
      serialized: (lock, work) =>
        withLock(lock, async (client) => {
          const connection = oneAtATime(client);
          try {
            return await work(connection);
          } finally {
            await connection.finish();
          }
        }),
      // Instances starting together (or an instance and `npm run migrate`) take turns, and the
      // second finds nothing left to run. drizzle runs the migrations on the lock's connection.
      migrate: (options) =>
        withLock(MIGRATION_LOCK, (client) =>
          migratePg(drizzlePg(client, { schema }), { migrationsFolder, ...options }),
        ),
      analyze: async () => void (await pool.query('analyze')),
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
      executeSql: (text, values) => pool.query(text, values),
      listen: async (channel, onNotify, onError) => {
        const client = new Client({
          connectionString: options.url ?? undefined,
          fallback_application_name: `store ${os.hostname()} pid ${process.pid} listener`,
        });
        client.on('error', onError);
        client.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
        return () => client.end().catch(() => {});
      },
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    migrate: (options) => migratePglite(db as never, { migrationsFolder, ...options }),
    analyze: async () => void (await client.exec('analyze')),
    ping: async () => void (await client.query('select 1')),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
    // An embedded database belongs to one process: nothing to take turns with.
    serialized: (_lock, work) => work(handle),
    // PGlite's query() takes one statement; a parameterless script (a schema migration) may hold several.
    executeSql: async (text, values) =>
      values?.length
        ? client.query<Record<string, unknown>>(text, values)
        : { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] },
  };
  return handle;
}
