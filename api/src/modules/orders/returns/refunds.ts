import type { ReturnKind, ReturnState } from '@store/shared/schemas';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { RefundRow, ReturnRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import type { ApiMetrics } from '../../../observability/metrics';
import { askForDesk, type ProviderRefunds, type RefundOwner } from '../../payments/refunds/providerRefunds';
import { orderGst, taxInvoice } from '../invoices/taxInvoice';
import { findOrder, lockOrder, withLinesOf, type PlacedOrder } from '../ordersRepository';
import { issueCreditNote } from './creditNotes';
import { giveBackNow, insertRefundParts, refundablePayments, refundPartsOf } from './refundParts';
import {
  findReturn,
  lockReturn,
  markPayoutsProcessed,
  pendingPayouts,
  recordReturnEvent,
  refundedOfOrder,
  refundsOfReturn,
  refundWithReference,
  stepRecorded,
  unprocessedRefunds,
  updateReturn,
} from './returnsRepository';
import { checkMove } from './rules';

/** Counts refunds started and processed (the API's Prometheus metrics). */
export type RefundMetrics = Pick<ApiMetrics, 'refund'>;

/** What finishing a refund's start needs: the store's GST details, the notices' queue. */
export interface ReturnRefundDeps {
  db: Database;
  jobs: JobQueue;
  config: ApiConfig;
  metrics?: RefundMetrics;
}

export interface RefundDeps extends ReturnRefundDeps {
  /** The provider's side: asking, recording, recovering (modules/payments/refunds). */
  refunds: ProviderRefunds;
}

/**
 * Whether any of the order's money was taken in cash (a payment row of a method refunded by
 * payout): its refunds then need a UPI id or bank account the customer gives.
 */
export async function refundsToAccount(db: Database, order: { id: string }): Promise<boolean> {
  return (await refundablePayments(db, order.id)).some((payment) => payment.method.refundsBy === 'payout');
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
export async function startRefund(
  deps: RefundDeps,
  returnId: string,
  adminId: string,
  /** The desk's choice: her store credit instead of the way she paid (or her own choice, kept on the return). */
  refundTo?: 'original' | 'credit',
): Promise<void> {
  const { db, config } = deps;
  const request = await findReturn(db, returnId);
  if (!request) throw new HttpError(404, 'Return not found');
  checkMove(request.kind as ReturnKind, request.state as ReturnState, 'refund-pending');
  const orderRow = await findOrder(db, request.orderId);
  if (!orderRow) throw new HttpError(404, 'Order not found');
  const order = await withLinesOf(db, orderRow);
  const { line } = await refundedLine(db, order, request, config);
  // The credit note reduces the invoice, which is numbered now if it never was.
  if (config.seller.gstin) await taxInvoice(db, order, config);

  const claimed = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const current = await lockReturn(tx, returnId);
    if (!locked || !current) throw new HttpError(404, 'Return not found');
    checkMove(current.kind as ReturnKind, current.state as ReturnState, 'refund-pending');
    const amountPaise = Math.min(line.amountPaise, locked.paidPaise - (await refundedOfOrder(tx, order.id)));
    if (amountPaise <= 0) throw new HttpError(409, 'Everything paid for this order has been refunded already');
    // The refund follows the money (refundParts.ts), unless she took it all as store credit.
    const toCredit = (refundTo ?? current.payout?.method) === 'credit';
    if (toCredit && !order.customerId)
      throw new HttpError(409, 'A guest order has no account to hold store credit: refund it the way it was paid');
    const { parts: rows, left } = refundPartsOf(await refundablePayments(tx, order.id), amountPaise, {
      toCredit,
      payout: current.payout,
    });
    if (left > 0) throw new HttpError(409, 'The payments of this order have less left to refund than this piece');
    if (rows.some((part) => part.status === 'pending') && !current.payout)
      throw new HttpError(409, 'The customer has given no UPI ID or bank account for this cash refund');
    const inserted = await insertRefundParts(tx, order.id, { returnId }, rows);
    await updateReturn(tx, returnId, { state: 'refund-pending', updatedAt: new Date() });
    await giveBackNow(tx, order, rows, inserted, config.storeCredit.refundBonusPercent);
    // Owed to the customer's account or given back already: started now (the desk pays a payout
    // out and records it); all given back at once, the return is refunded.
    const asked = inserted.filter((refund) => refund.status === 'requested');
    if (asked.length === 0) {
      await refundStarted(deps, tx, returnId, adminId);
      await finishIfRefunded(tx, deps.jobs, returnId, null, adminId);
    }
    return asked;
  });
  if (claimed.length === 0) return;

  // The provider's answers finish the start (refundAsked below): here, or after a crash, by the
  // refund.processed webhook or the recovery (modules/payments/refunds).
  await askForDesk(deps.refunds, claimed, adminId);
}

/** The returned line's share of what was paid (its price less its share of the coupon), taxed. */
async function refundedLine(db: Database, order: PlacedOrder, request: ReturnRow, config: ApiConfig) {
  const index = order.lines.findIndex((line) => line.id === request.lineId);
  const { split } = await orderGst(db, order, config);
  const line = split.lines[index];
  if (!line) throw new HttpError(409, 'The piece of this return is no longer on its order');
  return { line, intraState: split.intraState };
}

/**
 * The refund has started, in the caller's transaction: the GST credit note naming the invoice
 * (for what the return's refund rows give back), its step and the customer's notice.
 */
async function refundStarted(deps: ReturnRefundDeps, tx: Database, returnId: string, adminId: string | null) {
  const request = await findReturn(tx, returnId);
  const orderRow = request && (await findOrder(tx, request.orderId));
  if (!request || !orderRow) throw new Error(`return ${returnId} has lost its order`);
  const rows = await refundsOfReturn(tx, returnId);
  if (deps.config.seller.gstin) {
    const order = await withLinesOf(tx, orderRow);
    const { line, intraState } = await refundedLine(tx, order, request, deps.config);
    const invoice = await taxInvoice(tx, order, deps.config);
    await issueCreditNote(tx, {
      for: { returnId },
      orderId: order.id,
      invoiceNumber: invoice.number,
      line,
      amountPaise: rows.reduce((sum, row) => sum + row.amountPaise, 0),
      intraState,
      at: new Date(),
    });
  }
  await recordReturnEvent(tx, { returnId, state: 'refund-pending', adminId });
  await deps.jobs.enqueue(tx, 'return-notice', { returnId, state: 'refund-pending' });
  deps.metrics?.refund('started', rows.some((row) => row.method === 'provider') ? 'provider' : 'account');
}

/**
 * A provider refund row's asking settled (on its way, or released as refused): once none of the
 * return's rows is still being asked, its refund has started; with none left at all (every part
 * refused), the return is back to received, for the desk to try again.
 */
async function refundAsked(deps: ReturnRefundDeps, tx: Database, returnId: string, adminId: string | null) {
  const current = await lockReturn(tx, returnId);
  if (current?.state !== 'refund-pending') return;
  const rows = await refundsOfReturn(tx, returnId);
  if (rows.some((row) => row.status === 'requested')) return;
  if (rows.length === 0) await updateReturn(tx, returnId, { state: 'received', updatedAt: new Date() });
  else if (!(await stepRecorded(tx, returnId, 'refund-pending'))) await refundStarted(deps, tx, returnId, adminId);
}

/** What the provider's refunds tell a return (app.ts gives it to modules/payments/refunds). */
export function returnRefundOwner(deps: ReturnRefundDeps): RefundOwner {
  return {
    settled: async (tx: Database, refund: RefundRow, adminId: string | null) => {
      if (refund.returnId) await refundAsked(deps, tx, refund.returnId, adminId);
    },
    processed: async (tx: Database, refund: RefundRow) => {
      if (!refund.returnId) return;
      // Its start first, should a crash have come between its record and its start.
      await refundAsked(deps, tx, refund.returnId, null);
      await finishIfRefunded(tx, deps.jobs, refund.returnId, null, null);
    },
  };
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
