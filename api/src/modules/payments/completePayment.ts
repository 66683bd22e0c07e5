import { DEFAULT_DISPATCH_DAYS } from '@store/shared/catalog';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  checkouts,
  orders,
  payments,
  products,
  type CheckoutRow,
  type OrderRow,
  type PricedLine,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentProvider } from '../../providers/payment/types';
import type { ApiMetrics } from '../../observability/metrics';
import { redeemCoupon } from '../coupons/applyCoupon';

function unitsByProduct(lines: PricedLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + 1);
  return units;
}

export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  /** Called once for each new order (the confirmation e-mail). */
  onOrderCreated?: (order: OrderRow) => void;
  /** Called once for each captured payment that could not be applied (the operator's log). */
  onPaymentUnapplied?: (payment: { paymentId: string; orderId: string; reason: string }) => void;
  /** Called once for each captured payment recorded, applied or not (the metrics). */
  onPaymentRecorded?: (payment: { unapplied: string | null }) => void;
  /** Days from payment to dispatch, for the date each new order promises. */
  dispatchDays?: { standard: number; tailored: number };
  /** Payment outcomes the routes count (created, failed; webhooks). */
  metrics?: Pick<ApiMetrics, 'payment' | 'webhook'>;
}

export interface CompletedPayment {
  order: OrderRow;
  created: boolean;
  /** Why the money could not be added to the order (it is recorded for a refund), or null. */
  unapplied: string | null;
}

/** Why a balance payment cannot be added to its order now, or null. */
function balanceProblem(order: OrderRow | undefined, amountPaise: number): string | null {
  if (!order || order.deleted) return 'the order was deleted';
  if (order.fulfilment === 'cancelled') return 'the order was cancelled';
  if (order.totalPaise - order.paidPaise < amountPaise) return 'the order was already paid';
  return null;
}

/** A piece made to measure (a size of measurements, marked custom) takes the tailored lead time. */
const madeToMeasure = (line: PricedLine) =>
  typeof line.size === 'object' && line.size !== null && (line.size as { custom?: unknown }).custom === true;

/** The day, in India, `days` after today. */
function dispatchDate(days: number): string {
  const india = new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000);
  return india.toISOString().slice(0, 10);
}

/** A new order from its checkout; the coupon's caps are counted in the same transaction. */
async function insertOrder(
  tx: Database,
  checkout: CheckoutRow,
  dispatchDays: { standard: number; tailored: number },
): Promise<{ order: OrderRow; created: boolean }> {
  const address = checkout.address;
  if (!address) throw new HttpError(500, 'checkout without an address');
  let discountPaise = checkout.discountPaise;
  const couponCode = checkout.couponCode;
  const [order] = await tx
    .insert(orders)
    .values({
      checkoutId: checkout.id,
      customerName: address.name,
      phone: address.phone,
      email: address.email,
      shippingAddress: address,
      items: checkout.lines,
      couponCode,
      discountPaise,
      totalPaise: checkout.totalPaise,
      paidPaise: checkout.amountPaise,
      status: checkout.amountPaise >= checkout.totalPaise ? 'paid' : 'partial-paid',
      guest: checkout.guest,
      customerId: checkout.customerId,
      dispatchBy: dispatchDate(checkout.lines.some(madeToMeasure) ? dispatchDays.tailored : dispatchDays.standard),
    })
    .onConflictDoNothing({ target: orders.checkoutId })
    .returning();
  if (!order) {
    const [existing] = await tx.select().from(orders).where(eq(orders.checkoutId, checkout.id));
    if (!existing) throw new HttpError(404, 'Order not found');
    return { order: existing, created: false };
  }
  let placed = order;
  const shopper = { customerId: checkout.customerId, phone: address.phone };
  if (couponCode && !(await redeemCoupon(tx, couponCode, order.id, shopper))) {
    // The code's caps were reached while this shopper paid: the order stands at its full
    // price and what the discount covered is due, like a 20%-now order's balance.
    discountPaise = 0;
    [placed = order] = await tx
      .update(orders)
      .set({ couponCode: null, discountPaise, totalPaise: checkout.subtotalPaise, status: 'partial-paid' })
      .where(eq(orders.id, order.id))
      .returning();
  }
  // Units ordered feed the listing's 'Most Popular'.
  for (const [productId, units] of unitsByProduct(checkout.lines))
    await tx
      .update(products)
      .set({ unitsSold: sql`${products.unitsSold} + ${units}` })
      .where(eq(products.id, productId));
  return { order: placed, created: true };
}

/**
 * Turns a captured payment into its order, from the checkout the server stored when the
 * payment order was made (never from what a browser posts). The browser's POST /orders and
 * the provider's webhook both land here, in either order and any number of times: the
 * payment id makes it happen once. A captured payment that cannot be applied (a balance paid
 * twice, a cancelled order) is still recorded, flagged, for the admin to refund.
 */
export async function completePayment(
  { db, provider, onOrderCreated, onPaymentUnapplied, onPaymentRecorded, dispatchDays }: PaymentDeps,
  providerOrderId: string,
  paymentId: string,
): Promise<CompletedPayment> {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.providerOrderId, providerOrderId));
  if (!checkout) throw new HttpError(404, 'razorpay.orderId: no checkout was started with this payment order');
  const payment = await provider.fetchPayment(paymentId);
  if (!payment || payment.orderId !== providerOrderId || payment.status !== 'captured')
    throw new HttpError(400, 'razorpay.paymentId: this payment was not captured for this order');
  if (payment.amountPaise !== checkout.amountPaise)
    throw new HttpError(400, 'razorpay.paymentId: the amount paid does not match the amount due');

  let recorded = false;
  const result = await db.transaction(async (tx): Promise<CompletedPayment> => {
    const [already] = await tx.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    if (already) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, already.orderId));
      return { order: order as OrderRow, created: false, unapplied: already.unappliedReason };
    }
    let placed: { order: OrderRow; created: boolean };
    let unapplied: string | null = null;
    if (checkout.purpose === 'balance' && checkout.orderId) {
      // Locked, so two balance payments landing together are applied one after the other.
      const [current] = await tx.select().from(orders).where(eq(orders.id, checkout.orderId)).for('update');
      if (!current) throw new HttpError(404, 'Order not found');
      unapplied = balanceProblem(current, checkout.amountPaise);
      const [updated] = unapplied
        ? [current]
        : await tx
            .update(orders)
            .set({
              paidPaise: sql`${orders.paidPaise} + ${checkout.amountPaise}`,
              status: sql`case when ${orders.paidPaise} + ${checkout.amountPaise} >= ${orders.totalPaise} then 'paid' else 'partial-paid' end`,
            })
            .where(eq(orders.id, current.id))
            .returning();
      placed = { order: updated ?? current, created: false };
      await tx.update(checkouts).set({ openBalanceOf: null }).where(eq(checkouts.id, checkout.id));
    } else {
      placed = await insertOrder(tx, checkout, dispatchDays ?? DEFAULT_DISPATCH_DAYS);
    }
    await tx
      .insert(payments)
      .values({
        providerPaymentId: paymentId,
        providerOrderId,
        orderId: placed.order.id,
        amountPaise: checkout.amountPaise,
        type: checkout.purpose === 'balance' ? 'balance' : checkout.partial ? 'partial' : 'full',
        unappliedReason: unapplied,
      })
      .onConflictDoNothing();
    recorded = true;
    return { ...placed, unapplied };
  });
  if (recorded) onPaymentRecorded?.({ unapplied: result.unapplied });
  if (result.created) onOrderCreated?.(result.order);
  if (recorded && result.unapplied)
    onPaymentUnapplied?.({ paymentId, orderId: result.order.id, reason: result.unapplied });
  return result;
}
