/** The provider's side of the refund rows (the table is the returns'): asking, recording, processing, recovering. */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { firstRow } from '../../../db/firstRow';
import type { Database } from '../../../db/client';
import { refunds, type RefundRow } from '../../../db/schema';

export async function findRefund(db: Database, id: string): Promise<RefundRow | undefined> {
  return firstRow(db.select().from(refunds).where(eq(refunds.id, id)));
}

export async function lockRefund(tx: Database, id: string): Promise<RefundRow | undefined> {
  return firstRow(tx.select().from(refunds).where(eq(refunds.id, id)).for('update'));
}

export async function lockRefundByReference(tx: Database, reference: string): Promise<RefundRow | undefined> {
  return firstRow(tx.select().from(refunds).where(eq(refunds.reference, reference)).for('update'));
}

export async function refundWithReference(db: Database, reference: string): Promise<{ id: string } | undefined> {
  return firstRow(db.select({ id: refunds.id }).from(refunds).where(eq(refunds.reference, reference)));
}

/** A refund of this payment still being asked of the provider (its id not recorded yet). */
export async function refundBeingAsked(tx: Database, paymentId: string): Promise<{ id: string } | undefined> {
  return firstRow(
    tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.providerPaymentId, paymentId), eq(refunds.status, 'requested'))),
  );
}

/** The provider accepted a refund: its id, and it is on its way. */
export async function markRefundSent(tx: Database, id: string, reference: string): Promise<void> {
  await tx.update(refunds).set({ reference, status: 'pending' }).where(eq(refunds.id, id));
}

export async function markRefundProcessed(tx: Database, id: string): Promise<void> {
  await tx.update(refunds).set({ status: 'processed', processedAt: new Date() }).where(eq(refunds.id, id));
}

export async function deleteRefunds(tx: Database, ids: string[]): Promise<void> {
  await tx.delete(refunds).where(inArray(refunds.id, ids));
}

/**
 * Takes a stuck row for one recovery: still 'requested', asked before `cutoff`. Its asked_at
 * moves to now, so a second recoverer (the desk's retry, the next sweep, another instance)
 * finds it fresh and leaves it alone.
 */
export async function claimStuckRefund(
  db: Database,
  id: string,
  cutoff: Date,
  now: Date,
): Promise<RefundRow | undefined> {
  return firstRow(
    db
      .update(refunds)
      .set({ askedAt: now })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested'), lt(refunds.askedAt, cutoff)))
      .returning(),
  );
}

/** Rows asked of the provider before `cutoff` and never recorded, oldest first. */
export async function stuckRefunds(db: Database, cutoff: Date, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), lt(refunds.askedAt, cutoff)))
    .orderBy(asc(refunds.askedAt))
    .limit(limit);
}

/** The store's rows of this payment: their ids (a refund's receipt), their provider ids and where each went. */
export async function refundsOfPayment(
  db: Database,
  paymentId: string,
): Promise<{ id: string; reference: string | null; method: string }[]> {
  return db
    .select({ id: refunds.id, reference: refunds.reference, method: refunds.method })
    .from(refunds)
    .where(eq(refunds.providerPaymentId, paymentId));
}
