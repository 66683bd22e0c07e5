import type { Locale } from '@store/shared/i18n/locales';
import type { OrderRow } from '../../../db/schema';
import { noticeHtml } from '../../../emails/renderMail';
import type { Mail } from '../../../providers/email/outbox';
import type { PhoneUpdate } from '../../notifications';

/** The quick replies of a failed delivery's WhatsApp message: the exception and her answer. */
export const ndrPayload = (exceptionId: string, answer: 'reattempt' | 'cancel') => `ndr:${exceptionId}:${answer}`;
export const NDR_PAYLOAD = /^ndr:([0-9a-f-]{36}):(reattempt|cancel)$/;

/** A failed delivery's words, in the order's language. */
export const NDR_WORDS = {
  en: {
    order: 'order',
    stage: (reason: string, link: string) => `not delivered (${reason}). Tell us what to do: ${link}`,
    subject: (number: string) => `Your Elegance order ${number} could not be delivered`,
    dear: (name: string) => `Dear ${name},`,
    failed: (number: string, reason: string) =>
      `The courier could not deliver your order ${number} today. The courier's reason: ${reason}.`,
    ask: (hours: number) =>
      `Tell us within ${hours} hours: deliver it again (tomorrow or a day you choose), at a corrected address or phone, or cancel it.`,
    button: 'Tell us what to do',
    reattempted: (number: string, date: string) =>
      `Thank you: the courier will bring order ${number} again on ${date}.`,
    cancelled: (number: string) =>
      `Order ${number} goes back to us; we will write to you about the refund if one is due.`,
    otherPhone:
      'This order was placed with another phone number: only that number can answer for it. Nothing has changed.',
  },
  hi: {
    order: 'ऑर्डर',
    stage: (reason: string, link: string) => `डिलीवर नहीं हुआ (${reason})। बताएँ क्या करें: ${link}`,
    subject: (number: string) => `आपका Elegance ऑर्डर ${number} डिलीवर नहीं हो सका`,
    dear: (name: string) => `प्रिय ${name},`,
    failed: (number: string, reason: string) =>
      `कूरियर आज आपका ऑर्डर ${number} डिलीवर नहीं कर सका। कूरियर का कारण: ${reason}।`,
    ask: (hours: number) =>
      `${hours} घंटे के भीतर बताएँ: फिर से डिलीवर करें (कल या आपका चुना दिन), सही पते या फ़ोन पर, या रद्द करें।`,
    button: 'बताएँ क्या करें',
    reattempted: (number: string, date: string) => `धन्यवाद: कूरियर ऑर्डर ${number} ${date} को फिर लाएगा।`,
    cancelled: (number: string) => `ऑर्डर ${number} हमारे पास वापस आएगा; रिफ़ंड बनता हो तो हम आपको लिखेंगे।`,
    otherPhone: 'यह ऑर्डर किसी दूसरे फ़ोन नंबर से दिया गया था: केवल वही नंबर इसका जवाब दे सकता है। कुछ नहीं बदला।',
  },
} satisfies Record<Locale, unknown>;

interface Question {
  key: string;
  order: OrderRow;
  locale: Locale;
  exceptionId: string;
  reason: string;
  link: string;
  hours: number;
}

/** Her phone's question: the WhatsApp template with its two quick replies, else a text with the link. */
export function ndrUpdate(q: Question): PhoneUpdate {
  return {
    key: q.key,
    orderId: q.order.id,
    message: {
      to: q.order.phone,
      template: 'delivery_failed',
      language: q.locale,
      params: { order: q.order.number, reason: q.reason, link: q.link, hours: String(q.hours) },
      payload: [ndrPayload(q.exceptionId, 'reattempt'), ndrPayload(q.exceptionId, 'cancel')],
    },
    text: {
      kind: 'stage',
      message: {
        to: q.order.phone,
        order: q.order.number,
        item: NDR_WORDS[q.locale].order,
        stage: NDR_WORDS[q.locale].stage(q.reason, q.link),
        locale: q.locale,
      },
    },
  };
}

/** Her e-mail: the same question, its button the link. */
export async function ndrMail(q: Question, shopUrl: string): Promise<Mail> {
  const words = NDR_WORDS[q.locale];
  const paragraphs = [words.dear(q.order.customerName), words.failed(q.order.number, q.reason), words.ask(q.hours)];
  return {
    to: String(q.order.email),
    subject: words.subject(q.order.number),
    text: [paragraphs[0], '', ...paragraphs.slice(1), `${words.button}: ${q.link}`].join('\n'),
    html: await noticeHtml({
      locale: q.locale,
      shopUrl,
      paragraphs,
      actions: [{ label: words.button, href: q.link }],
    }),
  };
}
