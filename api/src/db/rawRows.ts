import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a hand-written read-only query (reconciliations and checks that span tables).
 * Both drivers answer `execute` with `{ rows }`; drizzle's shared type does not say so.
 */
export async function rawRows(db: Database, query: string): Promise<Record<string, unknown>[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The rows of a hand-written read-only statement built with drizzle's `sql` (its values bound), typed by the caller. */
export async function statementRows<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}
