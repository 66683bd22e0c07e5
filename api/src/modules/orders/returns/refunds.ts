import type { ReturnKind, ReturnState } from '@store/shared/schemas';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { ReturnRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import type { ApiMetrics } from '../../../observability/metrics';
import { RefundError, type PaymentProvider } from '../../../providers/payment/types';
import { methodOfPayment, type RefundPart } from '../../payments/methods';
import { addRefunded, appliedPayments as appliedPaymentRows } from '../../payments/paymentsRepository';
import { orderGst, taxInvoice } from '../invoices/taxInvoice';
import { findOrder, lockOrder, withLinesOf } from '../ordersRepository';
import { issueCreditNote } from './creditNotes';
import {
  deleteRefunds,
  findReturn,
  insertRefunds,
  lockRefundByReference,
  lockReturn,
  markPayoutsProcessed,
  markRefundProcessed,
  markRefundSent,
  payoutsOfOrder,
  pendingPayouts,
  recordReturnEvent,
  refundBeingAsked,
  refundedOfOrder,
  refundWithReference,
  unprocessedRefunds,
  updateReturn,
} from './returnsRepository';
import { checkMove } from './rules';

/** Counts refunds started and processed (the API's Prometheus metrics). */
export type RefundMetrics = Pick<ApiMetrics, 'refund'>;

export interface RefundDeps {
  db: Database;
  jobs: JobQueue;
  provider: PaymentProvider;
  config: ApiConfig;
  metrics?: RefundMetrics;
}

/**
 * The order's payments that were applied to it, one per method it was paid by (a card advance,
 * the courier's cash), largest first, each with its method and what is left of it to refund. A
 * payout's part is not marked on its payment: what a cash row has left is its amount less the
 * payouts already claimed, taken from the largest cash row first.
 */
async function appliedPayments(db: Database, orderId: string) {
  const rows = await appliedPaymentRows(db, orderId);
  let paidOut = await payoutsOfOrder(db, orderId);
  return rows.map((row) => {
    const method = methodOfPayment(row);
    let leftPaise = row.amountPaise - row.refundedPaise;
    if (method.refundsBy === 'payout') {
      const spent = Math.min(leftPaise, Math.max(0, paidOut));
      leftPaise -= spent;
      paidOut -= spent;
    }
    return { id: row.providerPaymentId, amountPaise: row.amountPaise, leftPaise, method };
  });
}

/**
 * Whether any of the order's money was taken in cash (a payment row of a method refunded by
 * payout): its refunds then need a UPI id or bank account the customer gives.
 */
export async function refundsToAccount(db: Database, order: { id: string }): Promise<boolean> {
  return (await appliedPayments(db, order.id)).some((payment) => payment.method.refundsBy === 'payout');
}

/** Moves a return on in the caller's transaction: its state, its timeline, the customer's notice. */
export async function recordStep(
  tx: Database,
  jobs: JobQueue,
  step: { returnId: string; state: string; detail?: string | null; adminId: string | null; set?: Partial<ReturnRow> },
) {
  await updateReturn(tx, step.returnId, { ...step.set, state: step.state, updatedAt: new Date() });
  await recordReturnEvent(tx, {
    returnId: step.returnId,
    state: step.state,
    detail: step.detail ?? null,
    adminId: step.adminId,
  });
  await jobs.enqueue(tx, 'return-notice', { returnId: step.returnId, state: step.state });
}

/**
 * Refunds a received piece asked to be refunded (an exchange or an alteration never is): the line's share of what was paid (its price less its share of the
 * coupon), never more than the order still has paid and unrefunded. Prepaid money goes back
 * through the provider's refund API, largest payment first; the refund rows are claimed before
 * the provider is asked, so a second click finds the return already refund-pending. Cash goes to
 * the customer's account once the desk records the payout. A GST credit note names the invoice.
 */
export async function startRefund(deps: RefundDeps, returnId: string, adminId: string): Promise<void> {
  const { db, config } = deps;
  const request = await findReturn(db, returnId);
  if (!request) throw new HttpError(404, 'Return not found');
  checkMove(request.kind as ReturnKind, request.state as ReturnState, 'refund-pending');
  const orderRow = await findOrder(db, request.orderId);
  if (!orderRow) throw new HttpError(404, 'Order not found');
  const order = await withLinesOf(db, orderRow);
  const index = order.lines.findIndex((line) => line.id === request.lineId);
  const { split } = await orderGst(db, order, config);
  const line = split.lines[index];
  if (!line) throw new HttpError(409, 'The piece of this return is no longer on its order');
  // The credit note reduces the invoice, which is numbered now if it never was.
  const invoice = config.seller.gstin ? await taxInvoice(db, order, config) : null;

  const claimed = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const current = await lockReturn(tx, returnId);
    if (!locked || !current) throw new HttpError(404, 'Return not found');
    checkMove(current.kind as ReturnKind, current.state as ReturnState, 'refund-pending');
    const amountPaise = Math.min(line.amountPaise, locked.paidPaise - (await refundedOfOrder(tx, order.id)));
    if (amountPaise <= 0) throw new HttpError(409, 'Everything paid for this order has been refunded already');
    // The refund follows the money: each payment, largest first, gives back what it has left, the
    // way its method gives money back (the provider's refund, or a payout to the shopper's account).
    const rows: RefundPart[] = [];
    let left = amountPaise;
    for (const payment of await appliedPayments(tx, order.id)) {
      const part = Math.min(left, payment.leftPaise);
      if (part > 0) rows.push(payment.method.refund(payment, part, current.payout));
      left -= part;
    }
    if (left > 0) throw new HttpError(409, 'The payments of this order have less left to refund than this piece');
    if (rows.some((part) => part.paymentId === null) && !current.payout)
      throw new HttpError(409, 'The customer has given no UPI ID or bank account for this cash refund');
    const inserted = await insertRefunds(
      tx,
      rows.map((part) => ({
        returnId,
        orderId: order.id,
        amountPaise: part.amountPaise,
        method: part.method,
        providerPaymentId: part.paymentId,
        status: part.status,
      })),
    );
    await updateReturn(tx, returnId, { state: 'refund-pending', updatedAt: new Date() });
    return { inserted, amountPaise };
  });

  const asked: string[] = [];
  try {
    for (const refund of claimed.inserted) {
      if (!refund.providerPaymentId) continue;
      const answer = await deps.provider.refund(refund.providerPaymentId, refund.amountPaise);
      asked.push(refund.id);
      await db.transaction(async (tx) => {
        await markRefundSent(tx, refund.id, answer.id);
        await addRefunded(tx, refund.providerPaymentId as string, refund.amountPaise);
      });
    }
  } catch (error) {
    // Nothing was refunded by this attempt's failed part: its claim goes, and so does the step
    // when no part went through, so the desk can try again.
    const failed = claimed.inserted.filter((refund) => !asked.includes(refund.id)).map((refund) => refund.id);
    await db.transaction(async (tx) => {
      if (failed.length) await deleteRefunds(tx, failed);
      if (asked.length === 0) await updateReturn(tx, returnId, { state: 'received' });
    });
    if (error instanceof RefundError)
      throw new HttpError(502, `Refund refused by the payment provider: ${error.message}`);
    throw error;
  }

  await db.transaction(async (tx) => {
    if (invoice)
      await issueCreditNote(tx, {
        returnId,
        orderId: order.id,
        invoiceNumber: invoice.number,
        line,
        amountPaise: claimed.amountPaise,
        intraState: split.intraState,
        at: new Date(),
      });
    await recordReturnEvent(tx, { returnId, state: 'refund-pending', adminId });
    await deps.jobs.enqueue(tx, 'return-notice', { returnId, state: 'refund-pending' });
  });
  const toAccount = claimed.inserted.some((refund) => !refund.providerPaymentId);
  deps.metrics?.refund('started', toAccount ? 'account' : 'provider');
}

/** A return whose refunds are all processed is refunded (its step, its notice). */
async function finishIfRefunded(
  tx: Database,
  jobs: JobQueue,
  returnId: string,
  detail: string | null,
  adminId: string | null,
) {
  if ((await unprocessedRefunds(tx, returnId)).length === 0)
    await recordStep(tx, jobs, { returnId, state: 'refunded', detail, adminId });
}

/**
 * The provider's refund.processed webhook: the refund is marked processed, and its return
 * refunded once all its parts are. False when the refund is none of ours (an unapplied
 * payment's refund from the desk). A refund still being recorded throws, so the webhook is retried.
 */
export async function refundProcessed(
  db: Database,
  jobs: JobQueue,
  refund: { id: string; paymentId: string },
  metrics?: RefundMetrics,
): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const row = await lockRefundByReference(tx, refund.id);
    if (!row) {
      if (await refundBeingAsked(tx, refund.paymentId))
        throw new Error(`refund ${refund.id} is still being recorded; retry`);
      return false;
    }
    if (row.status === 'processed') return 'seen';
    await markRefundProcessed(tx, row.id);
    await finishIfRefunded(tx, jobs, row.returnId, null, null);
    return 'processed';
  });
  if (done === 'processed') metrics?.refund('processed', 'provider');
  return done !== false;
}

/** The desk paid a cash refund to the customer's account: its reference (UTR) is recorded, the return refunded. */
export async function recordPayout(
  db: Database,
  jobs: JobQueue,
  returnId: string,
  reference: string,
  adminId: string,
  metrics?: RefundMetrics,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockReturn(tx, returnId);
    if (!current) throw new HttpError(404, 'Return not found');
    const open = await pendingPayouts(tx, returnId);
    if (current.state !== 'refund-pending' || open.length === 0)
      throw new HttpError(409, 'Only a cash refund waiting to be paid out is recorded here');
    if (await refundWithReference(tx, reference))
      throw new HttpError(409, 'This payment reference is recorded for another refund', { field: 'reference' });
    await markPayoutsProcessed(
      tx,
      open.map((refund) => refund.id),
      reference,
    );
    await finishIfRefunded(tx, jobs, returnId, `Paid out, reference ${reference}`, adminId);
  });
  metrics?.refund('processed', 'account');
}
