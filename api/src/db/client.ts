import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

/** One query interface over both drivers: the schema and queries are the same for each. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Refreshes the planner's statistics (PGlite has no autovacuum to do it). */
  analyze(): Promise<void>;
  ping(): Promise<void>;
  /** Connections open, idle, and queries waiting for one (the embedded database is one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(__dirname, '..', '..', 'drizzle');

export interface DatabaseOptions {
  /** postgres://... for a real server. */
  url?: string | null;
  /** Embedded database directory; 'memory://' or omitted for an in-memory database. */
  dataDir?: string;
  /** An embedded database's dump (PGlite dumpDataDir) to start from, for fast test setup. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_SIZE) || 10 });
    // An idle connection the server ends (a restart, a failover, an admin's terminate) is
    // dropped from the pool and replaced on the next query; without a listener it would end
    // the process.
    pool.on('error', (error) => console.warn(`database: an idle connection ended: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      analyze: async () => void (await pool.query('analyze')),
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    analyze: async () => void (await client.exec('analyze')),
    ping: async () => void (await client.query('select 1')),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}
