import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { Database, DatabaseHandle } from './client';
import * as schema from './schema';

export interface QueryPlan {
  sql: string;
  /** EXPLAIN ANALYZE's lines: the plan PostgreSQL chose and what each step read. */
  plan: string[];
}

/**
 * The plans of the statements `work` sends: it runs on a second drizzle over the handle's own
 * connection(s) that records each statement with its parameters, then each is run again under
 * EXPLAIN ANALYZE. For the benches: whether a query walks an index or reads the whole table.
 * Only for reads: a write would run twice.
 */
export async function queryPlans(
  database: DatabaseHandle,
  work: (db: Database) => Promise<unknown>,
): Promise<QueryPlan[]> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void statements.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const recording = (database.kind === 'postgres'
    ? drizzlePg(client as Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Database;
  await work(recording);
  const plans: QueryPlan[] = [];
  for (const { sql, params } of statements) {
    const { rows } = await database.executeSql(`explain (analyze, costs off) ${sql}`, params);
    plans.push({ sql, plan: rows.map((row) => String(row['QUERY PLAN'])) });
  }
  return plans;
}

/** A plan in one line: each scan it makes ('Index Scan using x', 'Seq Scan on y') and the rows its filters threw away. */
export function planSummary(plan: string[]): string {
  const scans = plan
    .map(
      (line) =>
        /((?:Parallel )?(?:Seq Scan on|Index Scan using|Index Only Scan using|Bitmap Index Scan on) \S+)/.exec(
          line,
        )?.[1],
    )
    .filter((scan): scan is string => scan !== undefined);
  const removed = plan.reduce((sum, line) => sum + Number(/Rows Removed by Filter: (\d+)/.exec(line)?.[1] ?? 0), 0);
  const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
  return `${[...new Set(scans)].join(', ')}; ${removed} rows read and dropped; ${time}`;
}
