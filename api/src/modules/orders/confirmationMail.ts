import { formatPaise } from '@store/shared/format';
import type { OrderRow } from '../../db/schema';
import type { Mail } from '../../providers/email/outbox';

/** The order confirmation e-mail, in plain text. */
export function orderConfirmation(order: OrderRow): Mail {
  const address = order.shippingAddress;
  const lines = order.items.map((item) => `- ${item.name}: ${formatPaise(item.pricePaise)}`).join('\n');
  const due = order.totalPaise - order.paidPaise;
  return {
    to: String(order.email),
    subject: `Your Elegance order ${order.number} is confirmed`,
    text: [
      `Dear ${order.customerName},`,
      '',
      'Thank you for your order. We have received your payment and will start tailoring.',
      `Your order number is ${order.number}: quote it whenever you call or write to us.`,
      '',
      lines,
      order.discountPaise ? `Discount (${order.couponCode}): -${formatPaise(order.discountPaise)}` : '',
      `Total: ${formatPaise(order.totalPaise)} (GST included, free shipping)`,
      `Paid: ${formatPaise(order.paidPaise)}${due > 0 ? `; due before dispatch: ${formatPaise(due)}` : ''}`,
      '',
      `Shipping to: ${address.street}, ${address.city}, ${address.state} ${address.zip}`,
    ]
      .filter((line, index, all) => line !== '' || all[index - 1] !== '')
      .join('\n'),
  };
}
