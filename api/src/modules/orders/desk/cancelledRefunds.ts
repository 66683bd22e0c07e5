import { formatPaise, paiseToRupees } from '@store/shared/format';
import type { Database } from '../../../db/client';
import type { OrderRow, RefundRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import { refundToCredit, type RefundPart } from '../../payments/methods';
import { askForDesk, type ProviderRefunds, type RefundOwner } from '../../payments/refunds/providerRefunds';
import { refundBeingAsked, refundsOfPayment } from '../../payments/refunds/refundsRepository';
import { refundBonusOf } from '../../storeCredit/spending';
import { lastEventBy, lockOrder, recordEvent } from '../ordersRepository';
import { refundHistoryOwner } from '../refundHistory';
import { giveBackNow, insertRefundParts, refundablePayments, refundPartsOf, refundPlace } from '../returns/refundParts';

/** Where the desk sends a cancelled order's card or UPI money: back through the provider, or to her store credit. */
export type CancelRefundTo = 'original' | 'credit';

export interface CancelledRefundDeps {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** The returns' store credit bonus (STORE_CREDIT_REFUND_BONUS_PERCENT): one setting for both. */
  bonusPercent: number;
  refunds: ProviderRefunds;
}

/** One part of the shopper's notice: what went back, its bonus, and where. */
const noticePart = (row: RefundRow, bonusPaise = 0) => ({
  amountPaise: row.amountPaise,
  bonusPaise,
  method: row.method,
});

/**
 * Records the parts as the cancellation's refund rows and gives the instant ones (store credit, a
 * gift card) back now, in the caller's transaction, each counted as refunded on its payment; the
 * order's history and, for those given back, the shopper's notice follow. The rows to ask the provider.
 */
async function claimParts(
  tx: Database,
  jobs: CancelledRefundDeps['jobs'],
  order: OrderRow,
  parts: RefundPart[],
  adminId: string,
  bonusPercent: number,
): Promise<RefundRow[]> {
  const rows = await insertRefundParts(tx, order.id, { cancellation: true }, parts);
  await giveBackNow(tx, order, parts, rows, bonusPercent);
  const given = rows.filter((row) => row.status === 'processed');
  const asked = rows.filter((row) => row.status === 'requested');
  const bonusOf = (index: number) => (parts[index]?.bonus ? refundBonusOf(parts[index].amountPaise, bonusPercent) : 0);
  const words = rows.map((row, index) =>
    row.status === 'processed'
      ? `${formatPaise(row.amountPaise)}${bonusOf(index) ? ` (+${formatPaise(bonusOf(index))} bonus)` : ''} given back to ${refundPlace(row.method)}`
      : `${formatPaise(row.amountPaise)} asked of the payment provider`,
  );
  await recordEvent(tx, {
    orderId: order.id,
    kind: 'refund',
    fromValue: 'cancelled',
    toValue: words.join('; '),
    adminId,
  });
  if (given.length)
    await jobs.enqueue(tx, 'cancel-refund-notice', {
      orderId: order.id,
      key: given[0]?.id as string,
      parts: given.map((row) => noticePart(row, bonusOf(rows.indexOf(row)))),
    });
  return asked;
}

/**
 * The order is being cancelled (in its transaction): what it was paid with balances the store
 * keeps (store credit, a gift card) goes back to them at once. Once: a cancelled order is never
 * cancelled again, and each payment's part is counted refunded. Card or UPI money waits for the
 * desk's choice (refundCancelledPayment).
 */
export async function giveBalancesBack(
  tx: Database,
  jobs: CancelledRefundDeps['jobs'],
  order: OrderRow,
  adminId: string,
): Promise<void> {
  const balances = (await refundablePayments(tx, order.id)).filter((payment) => payment.method.refundsBy === 'balance');
  const owed = balances.reduce((sum, payment) => sum + payment.leftPaise, 0);
  const { parts } = refundPartsOf(balances, owed, { toCredit: false, payout: null });
  // Money paid by a balance comes back with no bonus: claimParts' bonus applies to none of these.
  if (parts.length) await claimParts(tx, jobs, order, parts, adminId, 0);
}

/** Why a payment of the order cannot be refunded (again) here: 409 with what the desk should know. */
async function refuseRefunded(tx: Database, paymentId: string) {
  if (await refundBeingAsked(tx, paymentId))
    throw new HttpError(
      409,
      'A refund of this payment is being asked of the payment provider: wait for it, or retry it from the refunds list',
    );
  const places = [...new Set((await refundsOfPayment(tx, paymentId)).map((row) => refundPlace(row.method)))];
  throw new HttpError(
    409,
    `This payment has been refunded already${places.length ? ` (to ${places.join(' and ')})` : ''}: nothing is left to refund`,
  );
}

/**
 * The desk refunds a cancelled order's card or UPI payment, all that is left of it, once: back
 * through the provider (claimed before it is asked, as a return's refund is) or to her store
 * credit at once with the returns' bonus. A second ask, either way, is refused and changes nothing.
 */
export async function refundCancelledPayment(
  deps: CancelledRefundDeps,
  orderId: string,
  paymentId: string,
  to: CancelRefundTo,
  adminId: string,
) {
  const { claimed, part } = await deps.db.transaction(async (tx) => {
    // Under the order's lock: two clicks (or a credit and a provider refund) cannot both claim it.
    const order = await lockOrder(tx, orderId);
    if (!order || order.deleted) throw new HttpError(404, 'Order not found');
    if (order.fulfilment !== 'cancelled')
      throw new HttpError(
        409,
        `${order.number} is ${order.fulfilment}: only a cancelled order's payment is refunded here (a delivered piece's, through its return)`,
      );
    const payment = (await refundablePayments(tx, order.id)).find((one) => one.id === paymentId);
    if (!payment) throw new HttpError(404, `${order.number} has no payment ${paymentId}`, { field: 'paymentId' });
    if (payment.method.refundsBy !== 'provider')
      throw new HttpError(
        409,
        payment.method.refundsBy === 'balance'
          ? `This payment went back to ${refundPlace(payment.method.id)} when ${order.number} was cancelled`
          : 'Only a card or UPI payment is refunded here',
      );
    // leftPaise already counts a refund being asked of the provider as taken (appliedPayments).
    if (payment.leftPaise <= 0) await refuseRefunded(tx, paymentId);
    if (to === 'credit' && !order.customerId)
      throw new HttpError(409, 'A guest order has no account to hold store credit: refund it the way it was paid');
    const refund =
      to === 'credit'
        ? refundToCredit(payment, payment.method, payment.leftPaise)
        : payment.method.refund(payment, payment.leftPaise, null);
    return { claimed: await claimParts(tx, deps.jobs, order, [refund], adminId, deps.bonusPercent), part: refund };
  });
  if (claimed.length) await askForDesk(deps.refunds, claimed, adminId);
  return {
    paymentId,
    to,
    refunded: paiseToRupees(part.amountPaise),
    bonus: paiseToRupees(part.bonus ? refundBonusOf(part.amountPaise, deps.bonusPercent) : 0),
    status: part.status === 'processed' ? ('refunded' as const) : ('on-its-way' as const),
  };
}

/**
 * What the provider's refunds tell a cancelled order (wiring.ts hands it the rows marked
 * `cancellation`): each step in its history, under the admin who asked; once the refund is on its
 * way, the shopper's notice with the amount.
 */
export function cancelledRefundOwner(jobs: CancelledRefundDeps['jobs']): RefundOwner {
  return refundHistoryOwner(
    (tx, refund) => lastEventBy(tx, refund.orderId, 'refund'),
    async (tx, refund) => {
      await jobs.enqueue(tx, 'cancel-refund-notice', {
        orderId: refund.orderId,
        key: refund.id,
        parts: [noticePart(refund)],
      });
    },
  );
}
