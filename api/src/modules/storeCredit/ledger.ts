/**
 * The store-credit ledger's queries. A customer's balance is the sum of her entries; what she
 * may spend leaves out what is left of credits past their expiry (spending takes the credit
 * expiring soonest first, so what is left of expired credits is the balance beyond the credits
 * still valid).
 */
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, orders, storeCreditEntries, type StoreCreditEntryRow } from '../../db/schema';

export type NewEntry = typeof storeCreditEntries.$inferInsert;

/** Her balance at `now`: what she may spend, and what is left of credits that expired (not yet written off). */
export interface Balance {
  availablePaise: number;
  expiredPaise: number;
}

/** The sums at `now`: every entry, and the credits still valid. */
export async function balanceOf(db: Database, customerId: string, now: Date): Promise<Balance> {
  const valid = or(isNull(storeCreditEntries.expiresAt), gt(storeCreditEntries.expiresAt, now));
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${storeCreditEntries.amountPaise}), 0)`,
      valid: sql<string>`coalesce(sum(${storeCreditEntries.amountPaise}) filter (where ${storeCreditEntries.amountPaise} > 0 and ${valid}), 0)`,
    })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.customerId, customerId));
  const total = Number(row?.total ?? 0);
  const stillValid = Number(row?.valid ?? 0);
  return { availablePaise: Math.max(0, Math.min(total, stillValid)), expiredPaise: Math.max(0, total - stillValid) };
}

/**
 * Locks the customer's ledger until the transaction ends (her account's row): every spend,
 * withdrawal and expiry reads her balance after this, so two of them never spend the same rupee.
 */
export async function lockLedger(tx: Database, customerId: string): Promise<boolean> {
  const rows = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  return rows.length > 0;
}

export async function insertEntry(tx: Database, entry: NewEntry): Promise<StoreCreditEntryRow | undefined> {
  const [row] = await tx.insert(storeCreditEntries).values(entry).onConflictDoNothing().returning();
  return row;
}

/** What a checkout took (its spend row), if it still holds it. */
export async function spendOfCheckout(db: Database, checkoutId: string): Promise<StoreCreditEntryRow | undefined> {
  const [row] = await db.select().from(storeCreditEntries).where(eq(storeCreditEntries.checkoutId, checkoutId));
  return row;
}

/** A checkout ended without an order: its spend never happened, and its row goes. */
export async function removeSpendOfCheckout(tx: Database, checkoutId: string): Promise<number> {
  const removed = await tx
    .delete(storeCreditEntries)
    .where(and(eq(storeCreditEntries.checkoutId, checkoutId), eq(storeCreditEntries.kind, 'spent')))
    .returning();
  return removed.reduce((sum, row) => sum - row.amountPaise, 0);
}

/** Her entries, newest first, each with the order it was spent on or refunded from (its number). */
export async function entriesOf(db: Database, customerId: string, limit = 200) {
  return db
    .select({
      entry: storeCreditEntries,
      orderId: sql<string | null>`coalesce(${storeCreditEntries.orderId}, ${orders.id})`,
      orderNumber: orders.number,
    })
    .from(storeCreditEntries)
    .leftJoin(
      orders,
      or(
        eq(orders.id, storeCreditEntries.orderId),
        and(isNull(storeCreditEntries.orderId), eq(orders.checkoutId, storeCreditEntries.checkoutId)),
      ),
    )
    .where(eq(storeCreditEntries.customerId, customerId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id))
    .limit(limit);
}

/** Customers some of whose credits expired by `now` with something left of them. */
export async function customersWithExpiredCredit(db: Database, now: Date): Promise<string[]> {
  const expiredOnes = db
    .selectDistinct({ customerId: storeCreditEntries.customerId })
    .from(storeCreditEntries)
    .where(and(isNotNull(storeCreditEntries.expiresAt), lte(storeCreditEntries.expiresAt, now)));
  const rows = await expiredOnes;
  const left: string[] = [];
  for (const { customerId } of rows) if ((await balanceOf(db, customerId, now)).expiredPaise > 0) left.push(customerId);
  return left;
}
