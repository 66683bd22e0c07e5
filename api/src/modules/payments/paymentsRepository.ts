/**
 * The queries on checkouts, captured payments and the provider's webhooks seen (and the products
 * a checkout prices): the payments module and the orders module (an order's payments, its
 * refunds, a cash remittance) call these.
 */
import { and, desc, eq, isNull, ne, inArray, sql } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow';
import type { Database } from '../../db/client';
import { checkouts, payments, products, webhookEvents, type CheckoutRow, type ProductRow } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;

/** The active products of these ids (a withdrawn one is not sold), as a checkout prices them. */
export async function productsOnSale(db: Database, ids: string[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
}

export async function insertCheckout(tx: Database, checkout: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [inserted] = await tx.insert(checkouts).values(checkout).returning();
  return inserted as CheckoutRow;
}

/** The checkout a provider order was opened for. */
export async function findCheckout(db: Database, providerOrderId: string): Promise<CheckoutRow | undefined> {
  return firstRow(db.select().from(checkouts).where(eq(checkouts.providerOrderId, providerOrderId)));
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

export async function findPayment(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  return firstRow(db.select().from(payments).where(eq(payments.providerPaymentId, paymentId)));
}

/** Whether a captured payment is already recorded (applied to its order, or flagged for a refund). */
export async function paymentRecorded(db: Database, paymentId: string): Promise<boolean> {
  const recorded = db.select({ id: payments.providerPaymentId }).from(payments);
  return (await firstRow(recorded.where(eq(payments.providerPaymentId, paymentId)))) !== undefined;
}

/** A captured payment, once: recorded again it is left as it is. */
export async function recordPayment(tx: Database, payment: NewPayment): Promise<void> {
  await tx.insert(payments).values(payment).onConflictDoNothing();
}

/** The courier's cash, recorded as the order's payment (its id names the order: a second is refused). */
export async function recordCashPayment(tx: Database, payment: NewPayment): Promise<void> {
  await tx.insert(payments).values(payment);
}

/** Every payment of an order, oldest first. */
export async function paymentsOfOrder(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt);
}

export async function paymentOfOrder(
  db: Database,
  orderId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  return firstRow(
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.providerPaymentId, paymentId))),
  );
}

/** When the order's latest payment arrived. */
export async function lastPaymentAt(db: Database, orderId: string): Promise<Date | undefined> {
  const [last] = await db
    .select({ at: payments.createdAt })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return last?.at;
}

/** The order's provider payments applied to it, largest first (not a courier's cash: no provider gives that back). */
export async function appliedProviderPayments(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.unappliedReason), ne(payments.type, 'cash')))
    .orderBy(desc(payments.amountPaise));
}

/** What was captured and applied for each of these orders, in paise (an order with none is absent). */
export async function capturedByOrder(db: Database, orderIds: string[]) {
  return db
    .select({ orderId: payments.orderId, paise: sql<number>`sum(${payments.amountPaise})::int` })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), isNull(payments.unappliedReason)))
    .groupBy(payments.orderId);
}

/** Part of a payment went back through the provider. */
export async function addRefunded(tx: Database, paymentId: string, amountPaise: number): Promise<void> {
  await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}` })
    .where(eq(payments.providerPaymentId, paymentId));
}

export async function webhookSeen(db: Database, eventId: string): Promise<boolean> {
  const [seen] = await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
  return seen !== undefined;
}

export async function markWebhookSeen(db: Database, eventId: string): Promise<void> {
  await db.insert(webhookEvents).values({ eventId }).onConflictDoNothing();
}
