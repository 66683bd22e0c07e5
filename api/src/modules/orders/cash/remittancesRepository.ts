import type { Database } from '../../../db/client';
import { cashRemittances } from '../../../db/schema';

/** The courier's remittance of a cash order, as the desk recorded it. */
export async function insertRemittance(tx: Database, remittance: typeof cashRemittances.$inferInsert): Promise<void> {
  await tx.insert(cashRemittances).values(remittance);
}
