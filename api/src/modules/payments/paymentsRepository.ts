/**
 * The queries on captured payments (one row per method an order was paid by) and the provider's
 * webhooks seen: the payments module, checkout and the orders module (an order's payments, its
 * refunds, a cash remittance) call these.
 */
import { and, desc, eq, getTableColumns, isNull, inArray, sql } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow';
import type { Database } from '../../db/client';
import { payments, refunds, webhookEvents } from '../../db/schema';
import { methodOfPayment } from './methods';

export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;

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

/**
 * The order's payments applied to it, of every method, largest first, each with what refunds
 * have claimed of it and not yet sent (`claimedPaise`: rows 'requested' of the provider). One
 * statement: a claim the provider accepts meanwhile moves from claimed to refunded at one commit,
 * so it is counted once, never missed (two statements could see neither).
 */
export async function appliedPayments(
  db: Database,
  orderId: string,
): Promise<(PaymentRow & { claimedPaise: number })[]> {
  return db
    .select({
      ...getTableColumns(payments),
      claimedPaise: sql<number>`coalesce((select sum(${refunds.amountPaise}) from ${refunds} where ${refunds.providerPaymentId} = ${payments.providerPaymentId} and ${refunds.status} = 'requested'), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.unappliedReason)))
    .orderBy(desc(payments.amountPaise), payments.createdAt);
}

/** The order's provider payments applied to it, largest first (not a courier's cash: no provider gives that back). */
export async function appliedProviderPayments(db: Database, orderId: string): Promise<PaymentRow[]> {
  return (await appliedPayments(db, orderId)).filter((row) => methodOfPayment(row).refundsBy === 'provider');
}

/** The methods each of these orders took applied money by (an order with none is absent). */
export async function methodsByOrder(db: Database, orderIds: string[]) {
  return db
    .selectDistinct({ orderId: payments.orderId, method: payments.method })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), isNull(payments.unappliedReason)));
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
