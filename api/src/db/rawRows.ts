import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a hand-written read-only query (reconciliations and checks that span tables).
 * Both drivers answer `execute` with `{ rows }`; drizzle's shared type does not say so.
 */
export async function rawRows(db: Database, query: string): Promise<Record<string, unknown>[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}
