/** The queries on checkouts (what a shopper is paying for, and the products a checkout prices). */
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow';
import type { Database } from '../../db/client';
import { insertRow, preparedRows } from '../../db/sqlScript';
import { checkouts, orders, type CheckoutRow, type ProductRow } from '../../db/schema';

/** What a checkout prices of a product. */
export type PricedProduct = Pick<ProductRow, 'id' | 'name' | 'pricePaise' | 'images' | 'category' | 'madeToMeasure'>;

/** The active products of these ids (a withdrawn one is not sold), as a checkout prices them: every checkout reads it. */
export async function productsOnSale(db: Database, ids: string[]): Promise<PricedProduct[]> {
  return preparedRows<PricedProduct>(
    db,
    'checkout_products_on_sale',
    `select id, name, price_paise as "pricePaise", images, category, made_to_measure as "madeToMeasure"
       from products where id = any($1::uuid[]) and active`,
    [ids],
  );
}

/** A checkout's `insert ... select` for a transaction sent as one message (checkout/holds.ts `openHeldCheckout`). */
export const checkoutInsert = (checkout: typeof checkouts.$inferInsert) => insertRow(checkouts, checkout);

export async function insertCheckout(tx: Database, checkout: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [inserted] = await tx.insert(checkouts).values(checkout).returning();
  return inserted as CheckoutRow;
}

/** The checkout a provider order was opened for. */
export async function findCheckout(db: Database, providerOrderId: string): Promise<CheckoutRow | undefined> {
  return firstRow(db.select().from(checkouts).where(eq(checkouts.providerOrderId, providerOrderId)));
}

/** A checkout by its own id. */
export async function findCheckoutById(db: Database, id: string): Promise<CheckoutRow | undefined> {
  return firstRow(db.select().from(checkouts).where(eq(checkouts.id, id)));
}

/** Locks a checkout until the caller's transaction ends: its payment is applied once at a time. */
export async function lockCheckout(tx: Database, id: string): Promise<void> {
  await tx.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.id, id)).for('update');
}

/** The order's open balance payment order, if one is open. */
export async function findOpenBalance(db: Database, orderId: string): Promise<CheckoutRow | undefined> {
  return firstRow(db.select().from(checkouts).where(eq(checkouts.openBalanceOf, orderId)));
}

/** Closes the order's open balance payment order when it is for another amount than `duePaise`. */
export async function closeStaleBalance(db: Database, orderId: string, duePaise: number): Promise<void> {
  await db
    .update(checkouts)
    .set({ openBalanceOf: null })
    .where(and(eq(checkouts.openBalanceOf, orderId), ne(checkouts.amountPaise, duePaise)));
}

/** A balance checkout, unless the order has one open already (the unique index): false then. */
export async function insertBalanceCheckout(db: Database, checkout: typeof checkouts.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(checkouts).values(checkout).onConflictDoNothing().returning({ id: checkouts.id });
  return inserted.length > 0;
}

/** A balance checkout paid is no longer its order's open one. */
export async function closeOpenBalance(tx: Database, checkoutId: string): Promise<void> {
  await tx.update(checkouts).set({ openBalanceOf: null }).where(eq(checkouts.id, checkoutId));
}

/**
 * Checkouts that took balances (store credit) and lapsed by `now` without an order, within the
 * last two days (older ones were released by earlier sweeps): their balances go back.
 */
export async function lapsedWithBalances(db: Database, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - 2 * 24 * 60 * 60_000);
  const rows = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        sql`${checkouts.balances} <> '[]'::jsonb`,
        lte(checkouts.holdExpiresAt, now),
        gt(checkouts.holdExpiresAt, since),
        sql`not exists (select 1 from ${orders} where ${orders.checkoutId} = ${checkouts.id})`,
      ),
    );
  return rows.map((row) => row.id);
}
