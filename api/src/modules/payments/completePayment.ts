import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkouts, orders, payments, products, type OrderRow, type PricedLine } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentProvider } from '../../providers/payment/types';

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
}

/**
 * Turns a captured payment into its order, from the checkout the server stored when the
 * payment order was made (never from what a browser posts). The browser's POST /orders and
 * the provider's webhook both land here, in either order and any number of times: the
 * payment id makes it happen once.
 */
export async function completePayment(
  { db, provider, onOrderCreated }: PaymentDeps,
  providerOrderId: string,
  paymentId: string,
): Promise<{ order: OrderRow; created: boolean }> {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.providerOrderId, providerOrderId));
  if (!checkout) throw new HttpError(404, 'razorpay.orderId: no checkout was started with this payment order');
  const payment = await provider.fetchPayment(paymentId);
  if (!payment || payment.orderId !== providerOrderId || payment.status !== 'captured')
    throw new HttpError(400, 'razorpay.paymentId: this payment was not captured for this order');
  if (payment.amountPaise !== checkout.amountPaise)
    throw new HttpError(400, 'razorpay.paymentId: the amount paid does not match the amount due');

  const result = await db.transaction(async (tx) => {
    const [already] = await tx.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    if (already) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, already.orderId));
      return { order: order as OrderRow, created: false };
    }
    let order: OrderRow | undefined;
    let created = false;
    if (checkout.purpose === 'balance' && checkout.orderId) {
      [order] = await tx
        .update(orders)
        .set({
          paidPaise: sql`${orders.paidPaise} + ${checkout.amountPaise}`,
          status: sql`case when ${orders.paidPaise} + ${checkout.amountPaise} >= ${orders.totalPaise} then 'paid' else 'partial-paid' end`,
        })
        .where(eq(orders.id, checkout.orderId))
        .returning();
    } else {
      const address = checkout.address;
      if (!address) throw new HttpError(500, 'checkout without an address');
      [order] = await tx
        .insert(orders)
        .values({
          checkoutId: checkout.id,
          customerName: address.name,
          phone: address.phone,
          email: address.email,
          shippingAddress: address,
          items: checkout.lines,
          couponCode: checkout.couponCode,
          discountPaise: checkout.discountPaise,
          totalPaise: checkout.totalPaise,
          paidPaise: checkout.amountPaise,
          status: checkout.amountPaise >= checkout.totalPaise ? 'paid' : 'partial-paid',
          guest: checkout.guest,
          customerId: checkout.customerId,
        })
        .onConflictDoNothing({ target: orders.checkoutId })
        .returning();
      created = Boolean(order);
      // Units ordered feed the listing's 'Most Popular'.
      if (created)
        for (const [productId, units] of unitsByProduct(checkout.lines))
          await tx
            .update(products)
            .set({ unitsSold: sql`${products.unitsSold} + ${units}` })
            .where(eq(products.id, productId));
      if (!order) [order] = await tx.select().from(orders).where(eq(orders.checkoutId, checkout.id));
    }
    if (!order) throw new HttpError(404, 'Order not found');
    await tx
      .insert(payments)
      .values({
        providerPaymentId: paymentId,
        providerOrderId,
        orderId: order.id,
        amountPaise: checkout.amountPaise,
        type: checkout.purpose === 'balance' ? 'balance' : checkout.partial ? 'partial' : 'full',
      })
      .onConflictDoNothing();
    return { order, created };
  });
  if (result.created) onOrderCreated?.(result.order);
  return result;
}
