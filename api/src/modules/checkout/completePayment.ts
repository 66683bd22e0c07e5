import { DEFAULT_DISPATCH_DAYS } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentProvider } from '../../providers/payment/types';
import type { ApiMetrics } from '../../observability/metrics';
import {
  addToPaid,
  findOrder,
  findOrderOfCheckout,
  lockOrder,
  withLinesOf,
  type PlacedOrder,
} from '../orders/ordersRepository';
import { MONEY_METHODS } from '../payments/methods';
import { findPayment, recordPayment } from '../payments/paymentsRepository';
import { closeOpenBalance, findCheckout, lockCheckout } from './checkoutRepository';
import { placeOrder } from './placeOrder';
import { settleStock } from './settle';

export interface CheckoutDeps {
  db: Database;
  provider: PaymentProvider;
  /** Called once for each new order, inside its transaction (enqueues the confirmation e-mail). */
  onOrderCreated?: (tx: Database, order: OrderRow) => Promise<void>;
  /** Called once for each captured payment that could not be applied (the operator's log). */
  onPaymentUnapplied?: (payment: { paymentId: string; orderId: string | null; reason: string }) => void;
  /** Called once for each captured payment recorded, applied or not (the metrics). */
  onPaymentRecorded?: (payment: { unapplied: string | null }) => void;
  /** Minutes a checkout holds its stock, prices and coupon from payment start (STOCK_HOLD_MINUTES). */
  stockHoldMinutes?: number;
  /**
   * The cap on what one shopper holds of a size (checkout/holds.ts `HoldCap`): `perClient` counts
   * the caller's address too, off with the other per-client limits (RATE_LIMITS=false).
   */
  holdCap?: { maxPerSize: number; perClient: boolean };
  /** Days from payment to dispatch, for the date each new order promises. */
  dispatchDays?: { standard: number; tailored: number };
  /** Payment outcomes the routes count (created, failed; webhooks). */
  metrics?: Pick<ApiMetrics, 'payment' | 'webhook'>;
}

export interface CompletedPayment {
  /** Null when a payment made after its hold lapsed found the prices changed: no order, a refund. */
  order: PlacedOrder | null;
  created: boolean;
  /** Why the money could not be added to the order (it is recorded for a refund), or null. */
  unapplied: string | null;
}

type Settled = Omit<CompletedPayment, 'order'> & { order: OrderRow | null };

/** Why a balance payment cannot be added to its order now, or null. */
function balanceProblem(order: OrderRow | undefined, amountPaise: number): string | null {
  if (!order || order.deleted) return 'the order was deleted';
  if (order.fulfilment === 'cancelled') return 'the order was cancelled';
  if (order.totalPaise - order.paidPaise < amountPaise) return 'the order was already paid';
  return null;
}

/**
 * Turns a captured payment into its order, from the checkout the server stored when the
 * payment order was made (never from what a browser posts). The browser's POST /orders and
 * the provider's webhook both land here, in either order and any number of times: the
 * payment id makes it happen once. A captured payment that cannot be applied (a balance paid
 * twice, a second payment of a checkout already paid, a cancelled order) is still recorded,
 * flagged, for the admin to refund.
 */
export async function completePayment(
  { db, provider, onOrderCreated, onPaymentUnapplied, onPaymentRecorded, dispatchDays }: CheckoutDeps,
  providerOrderId: string,
  paymentId: string,
): Promise<CompletedPayment> {
  const checkout = await findCheckout(db, providerOrderId);
  if (!checkout) throw new HttpError(404, 'razorpay.orderId: no checkout was started with this payment order');
  const payment = await provider.fetchPayment(paymentId);
  if (!payment || payment.orderId !== providerOrderId || payment.status !== 'captured')
    throw new HttpError(400, 'razorpay.paymentId: this payment was not captured for this order');
  if (payment.amountPaise !== checkout.amountPaise)
    throw new HttpError(400, 'razorpay.paymentId: the amount paid does not match the amount due');

  let recorded = false;
  const settled = await db.transaction(async (tx): Promise<Settled> => {
    const already = await findPayment(tx, paymentId);
    if (already) {
      const order = already.orderId ? await findOrder(tx, already.orderId) : undefined;
      return { order: order ?? null, created: false, unapplied: already.unappliedReason };
    }
    let placed: { order: OrderRow | null; created: boolean };
    let unapplied: string | null = null;
    if (checkout.purpose === 'balance' && checkout.orderId) {
      // Locked, so two balance payments landing together are applied one after the other.
      const current = await lockOrder(tx, checkout.orderId);
      if (!current) throw new HttpError(404, 'Order not found');
      unapplied = balanceProblem(current, checkout.amountPaise);
      const updated = unapplied ? current : await addToPaid(tx, current.id, checkout.amountPaise);
      placed = { order: updated ?? current, created: false };
      await closeOpenBalance(tx, checkout.id);
    } else {
      // Locked, so the browser's call and the webhook settle the stock once, one after the other.
      await lockCheckout(tx, checkout.id);
      const recordedMeanwhile = await findPayment(tx, paymentId);
      if (recordedMeanwhile && !recordedMeanwhile.orderId)
        return { order: null, created: false, unapplied: recordedMeanwhile.unappliedReason };
      const existing = await findOrderOfCheckout(tx, checkout.id);
      const stock = existing ? null : await settleStock(tx, checkout, new Date());
      if (stock?.changed) unapplied = stock.changed;
      placed =
        existing || !stock
          ? { order: existing ?? null, created: false }
          : stock.changed
            ? { order: null, created: false }
            : await placeOrder(tx, checkout, stock.lines, dispatchDays ?? DEFAULT_DISPATCH_DAYS);
      if (placed.created && placed.order) await onOrderCreated?.(tx, placed.order);
      if (existing) {
        // The order was made a moment ago: by this payment (the browser's call and the webhook
        // racing), or by another one of the same checkout, which this one cannot be added to.
        const same = await findPayment(tx, paymentId);
        if (same) return { order: placed.order, created: false, unapplied: same.unappliedReason };
        unapplied = 'the order was already paid';
      }
    }
    await recordPayment(tx, {
      providerPaymentId: paymentId,
      providerOrderId,
      orderId: placed.order?.id ?? null,
      amountPaise: checkout.amountPaise,
      type: checkout.purpose === 'balance' ? 'balance' : checkout.partial ? 'partial' : 'full',
      // Through the provider: card or UPI, also a cash order's advance (its courier's cash is a row of its own).
      method: MONEY_METHODS.card.id,
      unappliedReason: unapplied,
    });
    recorded = true;
    return { ...placed, unapplied };
  });
  const result: CompletedPayment = {
    ...settled,
    order: settled.order ? await withLinesOf(db, settled.order) : null,
  };
  if (recorded) onPaymentRecorded?.({ unapplied: result.unapplied });
  if (recorded && result.unapplied)
    onPaymentUnapplied?.({ paymentId, orderId: result.order?.id ?? null, reason: result.unapplied });
  return result;
}
