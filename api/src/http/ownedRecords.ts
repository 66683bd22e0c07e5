import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { HttpError } from './errors';

/** A table of records that each belong to one customer: an id, and the owner's customer id. */
type OwnedTable = PgTable & { id: PgColumn; customerId: PgColumn };

/**
 * A customer's own records of one table (saved addresses, measurement profiles), changed or
 * deleted by id. Another customer's record is the same 404 as one that does not exist, so no
 * answer tells which ids exist.
 */
export function ownedRecords<T extends OwnedTable>(db: Database, table: T, notFound: string) {
  const own = (customerId: string, id: string) => and(eq(table.id, id), eq(table.customerId, customerId));
  return {
    async update(customerId: string, id: string, values: PgUpdateSetSource<T>): Promise<T['$inferSelect']> {
      // drizzle cannot name the row type of a table given as a type parameter: it is T's.
      const rows = (await db.update(table).set(values).where(own(customerId, id)).returning()) as unknown;
      const [row] = rows as T['$inferSelect'][];
      if (!row) throw new HttpError(404, notFound);
      return row;
    },
    async remove(customerId: string, id: string): Promise<void> {
      const deleted = await db.delete(table).where(own(customerId, id)).returning();
      if (deleted.length === 0) throw new HttpError(404, notFound);
    },
  };
}
