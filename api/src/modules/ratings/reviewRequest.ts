import type { OrderLineRow, OrderRow } from '../../db/schema';
import type { Mail } from '../../providers/email/outbox';
import type { StageMessage } from '../../providers/sms/types';
import { noticeLocale } from '../notifications/language';

/** A delivered order as the request reads it: its row and its pieces' names. */
type PlacedOrder = OrderRow & { lines: Pick<OrderLineRow, 'name'>[] };

/** Where a buyer rates: their orders, under My Orders (sign-in first when needed). */
export const reviewLink = (shopUrl: string) => `${shopUrl.replace(/\/$/, '')}/customer-dashboard`;

/** The pieces named once each, in the order's order ('Indigo Anarkali and Silk Dupatta'). */
function pieceNames(order: PlacedOrder, and: string, none: string): string {
  const names = [...new Set(order.lines.map((line) => line.name))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}` : (names[0] ?? none);
}

const WORDS = {
  en: {
    item: 'order',
    stage: (link: string) => `delivered: rate it at ${link}`,
    subject: (number: string) => `Your Elegance order ${number} is delivered: how did it fit?`,
    body: (name: string, pieces: string, number: string, link: string) => [
      `Dear ${name},`,
      '',
      `Your ${pieces} (order ${number}) has been delivered.`,
      `Would you rate it and say how it fitted? It takes a minute under My Orders: ${link}`,
      'What you say helps the next buyer choose a size.',
    ],
    and: 'and',
  },
  hi: {
    item: 'ऑर्डर',
    stage: (link: string) => `डिलीवर हो गया: ${link} पर रेटिंग दें`,
    subject: (number: string) => `आपका Elegance ऑर्डर ${number} डिलीवर हो गया: फ़िटिंग कैसी रही?`,
    body: (name: string, pieces: string, number: string, link: string) => [
      `प्रिय ${name},`,
      '',
      `आपका ${pieces} (ऑर्डर ${number}) डिलीवर हो गया है।`,
      `क्या आप इसे रेटिंग देकर बताएँगे कि फ़िटिंग कैसी रही? My Orders में बस एक मिनट लगेगा: ${link}`,
      'आपकी राय से अगले ख़रीदार को सही साइज़ चुनने में मदद मिलती है।',
    ],
    and: 'और',
  },
};

/**
 * The text: the update template's variables (DLT allows no free text), as the shipping notice
 * fills them. 'Elegance order N: your order is now delivered: rate it at <link>. Track it in My Orders.'
 */
export function reviewRequestText(order: PlacedOrder, link: string): StageMessage {
  const locale = noticeLocale(order);
  return { to: order.phone, order: order.number, item: WORDS[locale].item, stage: WORDS[locale].stage(link), locale };
}

/** The e-mail, in the order's language: what arrived, and where to say how it fitted. */
export function reviewRequestMail(order: PlacedOrder, link: string): Mail {
  const words = WORDS[noticeLocale(order)];
  return {
    to: String(order.email),
    subject: words.subject(order.number),
    text: words.body(order.customerName, pieceNames(order, words.and, words.item), order.number, link).join('\n'),
  };
}
