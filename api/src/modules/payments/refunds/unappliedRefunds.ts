import { paiseToRupees } from '@store/shared/format';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { RefundError, type PaymentProvider } from '../../../providers/payment/types';
import {
  claimUnappliedRefund,
  listUnapplied,
  markUnappliedRefundProcessed,
  setUnappliedRefund,
  unappliedRefundBeingAsked,
} from './unappliedRepository';

/**
 * The receipt (and idempotency key) of an unapplied payment's refund: it is refunded in full,
 * once, so the payment names it; a refund.processed for it is adopted even if its record was lost.
 */
const receiptOf = (paymentId: string) => `unapplied-${paymentId}`;

/** Money the store took but could not apply (a balance paid twice, a cancelled order), newest first. */
export async function unappliedPayments(db: Database) {
  return (await listUnapplied(db)).map(({ payment, customerName, phone, address }) => ({
    paymentId: payment.providerPaymentId,
    orderId: payment.orderId,
    customer: { name: customerName ?? address?.name ?? '', phone: phone ?? address?.phone ?? '' },
    amount: paiseToRupees(payment.amountPaise),
    reason: payment.unappliedReason ?? '',
    refunded: paiseToRupees(payment.refundedPaise),
    refundId: payment.refundId,
    createdAt: payment.createdAt.toISOString(),
  }));
}

/** Refunds an unapplied payment in full, once: the row is claimed before the provider is asked. */
export async function refundUnapplied(db: Database, provider: PaymentProvider, paymentId: string) {
  const claimed = await claimUnappliedRefund(db, paymentId);
  if (!claimed)
    throw new HttpError(409, 'Only a payment that could not be applied, and is not refunded yet, is refunded here');
  let refund;
  try {
    refund = await provider.refund(paymentId, claimed.amountPaise, receiptOf(paymentId));
  } catch (error) {
    await setUnappliedRefund(db, paymentId, { refundId: null });
    if (error instanceof RefundError) throw new HttpError(502, `Refund refused: ${error.message}`);
    throw error;
  }
  // Should this write fail, the claim stays: the refund's webhook adopts it by its receipt.
  await setUnappliedRefund(db, paymentId, { refundId: refund.id, refundedPaise: refund.amountPaise });
  return { paymentId, refundId: refund.id, refunded: paiseToRupees(refund.amountPaise), status: refund.status };
}

/**
 * The provider's refund.processed for an unapplied payment's refund (the desk's, above): from
 * now on revenue leaves that money out. One whose record was lost (still claimed) is adopted by
 * its receipt. False when the refund is none of these; a refund still being recorded throws, so
 * the webhook is retried (as a return's is).
 */
export async function unappliedRefundProcessed(
  db: Database,
  refund: { id: string; paymentId: string; receipt: string | null },
): Promise<boolean> {
  if (await markUnappliedRefundProcessed(db, refund, false)) return true;
  if (refund.receipt === receiptOf(refund.paymentId)) return markUnappliedRefundProcessed(db, refund, true);
  if (await unappliedRefundBeingAsked(db, refund.paymentId))
    throw new Error(`refund ${refund.id} is still being recorded; retry`);
  return false;
}
