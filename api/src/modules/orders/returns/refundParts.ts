import type { Database } from '../../../db/client';
import type { RefundRow } from '../../../db/schema';
import { methodOfPayment, refundToCredit, type MoneyMethod, type RefundPart } from '../../payments/methods';
import { addRefunded, appliedPayments as appliedPaymentRows } from '../../payments/paymentsRepository';
import { insertRefunds, payoutsOfOrder } from './returnsRepository';

/**
 * Where a refund part goes, as people read it (an order's history): the shopper's pages say it
 * in their language from the part's method (account.return.refund); never the method's id.
 */
const REFUND_PLACES: Record<string, string> = {
  provider: 'the card or UPI it was paid by',
  upi: 'UPI',
  bank: 'bank account',
  credit: 'store credit',
  giftCard: 'gift card',
};
export const refundPlace = (method: string) => REFUND_PLACES[method] ?? method;

/** One payment of an order as a refund reads it: its method and what is left of it to give back. */
export interface RefundablePayment {
  id: string;
  amountPaise: number;
  leftPaise: number;
  method: MoneyMethod;
}

/**
 * The order's payments that were applied to it, one per method it was paid by (a card advance,
 * a gift card, store credit, the courier's cash), largest first, each with its method and what is
 * left of it to refund (less what a refund being asked of the provider has claimed). A payout's
 * part is not marked on its payment: what a cash row has left is its amount less the payouts
 * already claimed, taken from the largest cash row first.
 */
export async function refundablePayments(db: Database, orderId: string): Promise<RefundablePayment[]> {
  const rows = await appliedPaymentRows(db, orderId);
  let paidOut = await payoutsOfOrder(db, orderId);
  return rows.map((row) => {
    const method = methodOfPayment(row);
    let leftPaise = row.amountPaise - row.refundedPaise - row.claimedPaise;
    if (method.refundsBy === 'payout') {
      const spent = Math.min(leftPaise, Math.max(0, paidOut));
      leftPaise -= spent;
      paidOut -= spent;
    }
    return { id: row.providerPaymentId, amountPaise: row.amountPaise, leftPaise, method };
  });
}

/**
 * The refund follows the money: each payment, in the order given (largest first), gives back
 * what it has left of `amountPaise`, the way its method gives money back (the provider's refund,
 * a payout to the shopper's account, her store credit or the gift card at once), unless she
 * takes it all as store credit. What no payment had left to give is `left`.
 */
export function refundPartsOf(
  payments: RefundablePayment[],
  amountPaise: number,
  choice: { toCredit: boolean; payout: { method: string } | null },
): { parts: RefundPart[]; left: number } {
  const parts: RefundPart[] = [];
  let left = amountPaise;
  for (const payment of payments) {
    const part = Math.min(left, payment.leftPaise);
    if (part > 0)
      parts.push(
        choice.toCredit
          ? refundToCredit(payment, payment.method, part)
          : payment.method.refund(payment, part, choice.payout),
      );
    left -= part;
  }
  return { parts, left };
}

/** Whose refund rows these are: a return's, a returned parcel's, or a cancelled order's. */
export type RefundOf = { returnId: string } | { shipmentId: string } | { cancellation: true };

/** The parts recorded as refund rows of `of`: an instant one processed now, a provider's claimed 'requested'. */
export const insertRefundParts = (tx: Database, orderId: string, of: RefundOf, parts: RefundPart[]) =>
  insertRefunds(
    tx,
    parts.map((part) => ({
      ...of,
      orderId,
      amountPaise: part.amountPaise,
      method: part.method,
      providerPaymentId: part.paymentId,
      status: part.status,
      processedAt: part.status === 'processed' ? new Date() : null,
    })),
  );

/**
 * The parts given back at once (to store credit, a gift card) go to their balance in the
 * refund's transaction, and count as refunded on the payment they came from.
 */
export async function giveBackNow(
  tx: Database,
  order: { id: string; customerId: string | null; checkoutId: string },
  parts: RefundPart[],
  inserted: RefundRow[],
  bonusPercent: number,
) {
  for (const [index, row] of inserted.entries()) {
    if (row.status !== 'processed') continue;
    await methodOfPayment(row).giveBack?.(tx, {
      customerId: order.customerId,
      checkoutId: order.checkoutId,
      orderId: order.id,
      refundId: row.id,
      amountPaise: row.amountPaise,
      bonusPercent: parts[index]?.bonus ? bonusPercent : 0,
    });
    if (row.providerPaymentId) await addRefunded(tx, row.providerPaymentId, row.amountPaise);
  }
}
