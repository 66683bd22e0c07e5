import { isMadeToMeasure } from '@store/shared/catalog';
import { indiaDayPlus } from '@store/shared/format';
import type { Database } from '../../db/client';
import type { CheckoutRow, OrderRow, PricedLine } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { redeemCoupon } from '../coupons/applyCoupon';
import { optInWithOrder } from '../whatsapp/consents';
import {
  addUnitsSold,
  findOrderOfCheckout,
  insertOrder,
  insertOrderLines,
  updateOrder,
} from '../orders/ordersRepository';
import { methodOf } from '../payments/methods';
import { balancesHeld, recordBalancePayments } from './balances';

function unitsByProduct(lines: PricedLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + 1);
  return units;
}

/** A cash order starts awaiting the shopper's confirmation, unless its advance was paid by card or UPI. */
const cashStateOf = (checkout: CheckoutRow) =>
  !methodOf(checkout).collectsOnDelivery ? null : checkout.amountPaise > 0 ? 'confirmed' : 'awaiting-confirmation';

/**
 * Every order is made here, in the caller's transaction, from its checkout: a captured card or
 * UPI payment's (completePayment.ts) and a cash order's (cash/placeCashOrder.ts). Once
 * per checkout: asked again, it answers the order already made. The coupon's caps are counted in
 * the same transaction.
 */
export async function placeOrder(
  tx: Database,
  checkout: CheckoutRow,
  lines: (PricedLine & { stockShort?: boolean })[],
  dispatchDays: { standard: number; tailored: number },
): Promise<{ order: OrderRow; created: boolean }> {
  const address = checkout.address;
  if (!address) throw new HttpError(500, 'checkout without an address');
  let discountPaise = checkout.discountPaise;
  const couponCode = checkout.couponCode;
  // Paid now: the main method's amount and what the balances (store credit) still hold of it.
  const held = await balancesHeld(tx, checkout);
  const paidPaise = checkout.amountPaise + held.reduce((sum, part) => sum + part.amountPaise, 0);
  const order = await insertOrder(tx, {
    checkoutId: checkout.id,
    customerName: address.name,
    phone: address.phone,
    email: address.email,
    shippingAddress: address,
    couponCode,
    discountPaise,
    totalPaise: checkout.totalPaise,
    paidPaise,
    status: paidPaise >= checkout.totalPaise ? 'paid' : 'partial-paid',
    guest: checkout.guest,
    customerId: checkout.customerId,
    paymentMethod: checkout.paymentMethod,
    cashFeePaise: checkout.cashFeePaise,
    prepaidDiscountPaise: checkout.prepaidDiscountPaise,
    cashState: cashStateOf(checkout),
    cashRisk: checkout.cashRisk,
    locale: checkout.locale,
    stockShort: lines.some((line) => line.stockShort),
    // Days after today in India; a piece made to measure takes the tailored lead time.
    dispatchBy: indiaDayPlus(
      checkout.lines.some((line) => isMadeToMeasure(line.size)) ? dispatchDays.tailored : dispatchDays.standard,
    ),
  });
  if (!order) {
    const existing = await findOrderOfCheckout(tx, checkout.id);
    if (!existing) throw new HttpError(404, 'Order not found');
    return { order: existing, created: false };
  }
  await insertOrderLines(tx, order.id, lines);
  // An unconfirmed cash order only holds its balances: they are paid once it is confirmed (cash/cashConfirmation.ts).
  if (order.cashState !== 'awaiting-confirmation') await recordBalancePayments(tx, checkout, order.id, held);
  // A cash checkout keeps the WhatsApp box only for a proven phone (cash/placeCashOrder.ts).
  await optInWithOrder(tx, checkout, address.phone, methodOf(checkout).collectsOnDelivery);
  let placed = order;
  const shopper = { customerId: checkout.customerId, phone: address.phone, address };
  if (couponCode && !(await redeemCoupon(tx, couponCode, order.id, shopper))) {
    // The code's caps were reached while this shopper paid: the order stands at its full
    // price and what the discount covered is due, like a 20%-now order's balance. Paying
    // online still earns what the page showed for it (the prepaid nudge stays).
    discountPaise = checkout.prepaidDiscountPaise;
    placed =
      (await updateOrder(tx, order.id, {
        couponCode: null,
        discountPaise,
        totalPaise: checkout.subtotalPaise + checkout.cashFeePaise - checkout.prepaidDiscountPaise,
        status: 'partial-paid',
      })) ?? order;
  }
  // Units ordered feed the listing's 'Most Popular'.
  for (const [productId, units] of unitsByProduct(checkout.lines)) await addUnitsSold(tx, productId, units);
  return { order: placed, created: true };
}
