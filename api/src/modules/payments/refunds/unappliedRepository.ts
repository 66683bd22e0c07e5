/** The queries of unapplied payments' refunds (the desk's, in full, once; payments.refund_id 'pending' while asked). */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { checkouts, orders, payments } from '../../../db/schema';

/** Payments that could not be applied, newest first, with who paid (the order's, else the checkout's). */
export async function listUnapplied(db: Database) {
  return (
    db
      .select({
        payment: payments,
        customerName: orders.customerName,
        phone: orders.phone,
        address: checkouts.address,
      })
      .from(payments)
      // A payment made after its hold lapsed, at prices no longer offered, has no order: its
      // checkout names who paid.
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(checkouts, eq(checkouts.providerOrderId, payments.providerOrderId))
      .where(isNotNull(payments.unappliedReason))
      .orderBy(desc(payments.createdAt))
  );
}

/** Claims an unapplied, unrefunded payment for its refund; undefined when it is not one. */
export async function claimUnappliedRefund(db: Database, paymentId: string) {
  const [claimed] = await db
    .update(payments)
    .set({ refundId: 'pending' })
    .where(
      and(eq(payments.providerPaymentId, paymentId), isNotNull(payments.unappliedReason), isNull(payments.refundId)),
    )
    .returning();
  return claimed;
}

/** The provider's refund of it (or none: `refundId` null gives the claim back). */
export async function setUnappliedRefund(
  db: Database,
  paymentId: string,
  refund: { refundId: string; refundedPaise: number } | { refundId: null },
): Promise<void> {
  await db.update(payments).set(refund).where(eq(payments.providerPaymentId, paymentId));
}

/**
 * Marks processed the unapplied payment whose refund this is; `adopt`: the one of this payment
 * still claimed ('pending', its record lost), refunded in full by this refund. Whether one was.
 */
export async function markUnappliedRefundProcessed(
  db: Database,
  refund: { id: string; paymentId: string },
  adopt: boolean,
): Promise<boolean> {
  const marked = await db
    .update(payments)
    .set({
      refundProcessedAt: new Date(),
      ...(adopt ? { refundId: refund.id, refundedPaise: sql`${payments.amountPaise}` } : {}),
    })
    .where(
      and(
        adopt
          ? and(eq(payments.providerPaymentId, refund.paymentId), eq(payments.refundId, 'pending'))
          : eq(payments.refundId, refund.id),
        isNull(payments.refundProcessedAt),
      ),
    )
    .returning({ id: payments.providerPaymentId });
  return marked.length > 0;
}

/** Whether this payment's refund is claimed and not recorded yet. */
export async function unappliedRefundBeingAsked(db: Database, paymentId: string): Promise<boolean> {
  const [claimed] = await db
    .select({ id: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, paymentId), eq(payments.refundId, 'pending')));
  return claimed !== undefined;
}
