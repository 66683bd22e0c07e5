import { describeSize, formatPaise } from '@store/shared/format';
import type { OrderLineRow } from '../../db/schema';
import type { PlacedOrder } from './ordersRepository';
import type { Mail } from '../../providers/email/outbox';

/** A piece as the e-mail lists it: its size, or that it is made to measure (accessories have none). */
function pieceLine(line: OrderLineRow): string {
  const size = line.custom ? 'Made to measure' : line.size ? `Size ${describeSize(line.size)}` : '';
  return `- ${line.name}${size ? ` (${size})` : ''}: ${formatPaise(line.unitPricePaise)}`;
}

/** How a cash order asks to be confirmed: the signed link, the code, and until when. */
export interface CashConfirmRequest {
  link: string;
  code: string;
  by: Date;
}

/** Its first words: what happened to the money, and what happens next. */
function opening(order: PlacedOrder, tailored: boolean, confirm: CashConfirmRequest | undefined): string {
  if (confirm)
    return 'Thank you for your order. You chose to pay in cash on delivery: please confirm the order so we can get it ready.';
  if (order.paymentMethod === 'cash' && order.paidPaise === 0)
    return 'Thank you for confirming your order. You pay in cash on delivery; we are getting it ready.';
  return tailored
    ? 'Thank you for your order. We have received your payment and will start tailoring your made-to-measure pieces.'
    : 'Thank you for your order. We have received your payment and are getting it ready.';
}

/** What was paid and what is left, and when: before dispatch (prepaid) or in cash to the courier. */
function paidLine(order: PlacedOrder): string {
  const due = order.totalPaise - order.paidPaise;
  if (order.paymentMethod === 'cash')
    return `${order.paidPaise ? `Paid now: ${formatPaise(order.paidPaise)}; ` : ''}to pay in cash on delivery: ${formatPaise(due)}`;
  return `Paid: ${formatPaise(order.paidPaise)}${due > 0 ? `; due before dispatch: ${formatPaise(due)}` : ''}`;
}

const indiaTime = (at: Date) =>
  at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/**
 * The order confirmation e-mail, in plain text: its lines add up to the total. A cash order
 * waiting for the shopper carries its confirmation link and code instead of a thank-you for payment.
 */
export function orderConfirmation(order: PlacedOrder, confirm?: CashConfirmRequest): Mail {
  const address = order.shippingAddress;
  const lines = order.lines.map(pieceLine).join('\n');
  const tailored = order.lines.some((line) => line.custom);
  return {
    to: String(order.email),
    subject: confirm
      ? `Please confirm your Elegance order ${order.number}`
      : `Your Elegance order ${order.number} is confirmed`,
    text: [
      `Dear ${order.customerName},`,
      '',
      opening(order, tailored, confirm),
      ...(confirm
        ? [
            '',
            `Confirm it here: ${confirm.link}`,
            `or enter the code ${confirm.code} with your order number on that page.`,
            `Unconfirmed by ${indiaTime(confirm.by)} (India time), the order is cancelled.`,
            '',
          ]
        : []),
      `Your order number is ${order.number}: quote it whenever you call or write to us.`,
      '',
      lines,
      ...(order.discountPaise
        ? [`${order.couponCode ? `Coupon ${order.couponCode}` : 'Discount'}: -${formatPaise(order.discountPaise)}`]
        : []),
      ...(order.cashFeePaise ? [`Cash on delivery fee: ${formatPaise(order.cashFeePaise)}`] : []),
      `Total: ${formatPaise(order.totalPaise)} (GST included, free shipping)`,
      paidLine(order),
      '',
      `Shipping to: ${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    ]
      .filter((line, index, all) => line !== '' || all[index - 1] !== '')
      .join('\n'),
  };
}
