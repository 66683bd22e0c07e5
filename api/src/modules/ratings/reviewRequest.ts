import type { Mail } from '../../providers/email/outbox';
import type { StageMessage } from '../../providers/sms/types';
import type { PlacedOrder } from '../orders/ordersRepository';

/** Where a buyer rates: their orders, under My Orders (sign-in first when needed). */
export const reviewLink = (shopUrl: string) => `${shopUrl.replace(/\/$/, '')}/customer-dashboard`;

/** The pieces named once each, in the order's order ('Indigo Anarkali and Silk Dupatta'). */
function pieceNames(order: PlacedOrder): string {
  const names = [...new Set(order.lines.map((line) => line.name))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'order');
}

/**
 * The text: the update template's variables (DLT allows no free text), as the shipping notice
 * fills them. 'Elegance order N: your order is now delivered: rate it at <link>. Track it in My Orders.'
 */
export function reviewRequestText(order: PlacedOrder, link: string): StageMessage {
  return { to: order.phone, order: order.number, item: 'order', stage: `delivered: rate it at ${link}` };
}

/** The e-mail: what arrived, and where to say how it fitted. */
export function reviewRequestMail(order: PlacedOrder, link: string): Mail {
  return {
    to: String(order.email),
    subject: `Your Elegance order ${order.number} is delivered: how did it fit?`,
    text: [
      `Dear ${order.customerName},`,
      '',
      `Your ${pieceNames(order)} (order ${order.number}) has been delivered.`,
      `Would you rate it and say how it fitted? It takes a minute under My Orders: ${link}`,
      'What you say helps the next buyer choose a size.',
    ].join('\n'),
  };
}
