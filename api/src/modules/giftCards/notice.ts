import { formatIndiaDate, formatPaise } from '@store/shared/format';
import type { Locale } from '@store/shared/i18n/locales';
import { noticeHtml } from '../../emails/renderMail';
import type { Mail } from '../../providers/email/outbox';
import type { PhoneUpdate } from '../notifications';
import { groupedCode } from './codes';

/** What the recipient is told: who sends it, the code, what it holds, until when, and where to check it. */
export interface CardNotice {
  locale: Locale;
  recipientName: string;
  /** The buyer's name, or the store for a card the desk issued. */
  from: string;
  code: string;
  amountPaise: number;
  expiresAt: Date;
  message: string;
  /** The balance page, in her language. */
  link: string;
}

const WORDS: Record<
  Locale,
  {
    subject: (from: string) => string;
    dear: (name: string) => string;
    sent: (from: string, amount: string) => string;
    code: (code: string) => string;
    valid: (date: string) => string;
    button: string;
  }
> = {
  en: {
    subject: (from) => `${from} sent you an Elegance gift card`,
    dear: (name) => `Dear ${name},`,
    sent: (from, amount) => `${from} sent you an Elegance gift card of ${amount}.`,
    code: (code) => `Your code: ${code}. Enter it at checkout to pay with it, in one go or over several orders.`,
    valid: (date) => `It can be used until ${date}.`,
    button: 'Check its balance',
  },
  hi: {
    subject: (from) => `${from} ने आपको Elegance गिफ़्ट कार्ड भेजा है`,
    dear: (name) => `प्रिय ${name},`,
    sent: (from, amount) => `${from} ने आपको ${amount} का Elegance गिफ़्ट कार्ड भेजा है।`,
    code: (code) => `आपका कोड: ${code}। चेकआउट पर इसे डालकर भुगतान करें, एक बार में या कई ऑर्डर में।`,
    valid: (date) => `इसे ${date} तक इस्तेमाल किया जा सकता है।`,
    button: 'बैलेंस देखें',
  },
};

const untilOf = (notice: CardNotice) => formatIndiaDate(notice.expiresAt, notice.locale === 'hi' ? 'hi-IN' : 'en-IN');

/** The recipient's phone: the WhatsApp template, with its text for when WhatsApp is not hers. */
export function phoneUpdate(notice: CardNotice, to: string, key: string): PhoneUpdate {
  const words = {
    from: notice.from,
    amount: formatPaise(notice.amountPaise),
    code: groupedCode(notice.code),
    until: untilOf(notice),
    link: notice.link,
  };
  return {
    key,
    orderId: null,
    message: { to, template: 'gift_card', language: notice.locale, params: words },
    text: { kind: 'giftCard', message: { to, ...words, locale: notice.locale } },
  };
}

/** The recipient's e-mail with the code. */
export async function cardMail(notice: CardNotice, to: string, shopUrl: string): Promise<Mail> {
  const words = WORDS[notice.locale];
  const date = untilOf(notice);
  const paragraphs = [
    words.dear(notice.recipientName),
    words.sent(notice.from, formatPaise(notice.amountPaise)),
    ...(notice.message ? [`"${notice.message}"`] : []),
    words.code(groupedCode(notice.code)),
    words.valid(date),
  ];
  return {
    to,
    subject: words.subject(notice.from),
    text: [paragraphs[0], '', ...paragraphs.slice(1), `${words.button}: ${notice.link}`].join('\n'),
    html: await noticeHtml({
      locale: notice.locale,
      shopUrl,
      paragraphs,
      actions: [{ label: words.button, href: notice.link }],
    }),
  };
}
