import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import { formatPaise } from '@store/shared/format';
import type { Locale } from '@store/shared/i18n/locales';
import type { OrderRow } from '../../db/schema';
import type { Mail } from '../../providers/email/outbox';
import { MAIL_WORDS, mailLocale } from '../../emails/mailLocale';
import { noticeHtml } from '../../emails/renderMail';
import { HINDI_STAGE_LABELS } from '../notifications/language';
import { methodOf } from '../payments/methods';
import type { NoticeLinks } from './returns/notices';

/** A stage as a notice names it, in the order's language ('cutting', 'कटाई'). */
export function stageLabel(stage: string, locale: Locale): string {
  if (locale === 'hi') return HINDI_STAGE_LABELS[stage as ProductionStage] ?? stage;
  return (PRODUCTION_STAGE_LABELS[stage as ProductionStage] ?? stage).toLowerCase();
}

/** The words of an order's phone updates, in its language: what the SMS template's variables say. */
export const UPDATE_WORDS: Record<
  Locale,
  {
    piece: string;
    order: string;
    returnStep: (step: string) => string;
    shipped: (courier: string, tracking: string) => string;
  }
> = {
  en: {
    piece: 'piece',
    order: 'order',
    returnStep: (step) => `return ${step}`,
    shipped: (courier, tracking) => `shipped with ${courier} (${tracking})`,
  },
  hi: {
    piece: 'पीस',
    order: 'ऑर्डर',
    returnStep: (step) => `वापसी: ${step}`,
    shipped: (courier, tracking) => `${courier} से भेजा गया (${tracking})`,
  },
};

/** One part of a cancelled order's refund, as its notice names it (`method`: a refund row's). */
export interface RefundNoticePart {
  amountPaise: number;
  bonusPaise: number;
  method: string;
}

const REFUND_WORDS: Record<
  Locale,
  { cancelled: string; and: string; part: (amount: string, bonus: string | null, method: string) => string }
> = {
  en: {
    cancelled: 'cancelled',
    and: ' and ',
    part: (amount, bonus, method) =>
      method === 'credit'
        ? `${amount}${bonus ? ` (with ${bonus} bonus)` : ''} added to your store credit`
        : method === 'giftCard'
          ? `${amount} back on your gift card`
          : `${amount} on its way back to the card or UPI you paid with`,
  },
  hi: {
    cancelled: 'रद्द',
    and: ' और ',
    part: (amount, bonus, method) =>
      method === 'credit'
        ? `${amount}${bonus ? ` (${bonus} बोनस सहित)` : ''} आपके स्टोर क्रेडिट में जोड़ दिए गए`
        : method === 'giftCard'
          ? `${amount} आपके गिफ़्ट कार्ड पर वापस`
          : `${amount} आपके कार्ड या UPI पर वापस भेजे जा रहे हैं`,
  },
};

/**
 * A cancelled order's refund in its notice, in the order's language: each part's amount (with
 * a store credit bonus) and where it went, '{cancelled}' being the step the text names.
 */
export function refundNoticeWords(locale: Locale, parts: RefundNoticePart[]) {
  const words = REFUND_WORDS[locale];
  const refund = parts
    .map((part) =>
      words.part(
        formatPaise(part.amountPaise + part.bonusPaise),
        part.bonusPaise ? formatPaise(part.bonusPaise) : null,
        part.method,
      ),
    )
    .join(words.and);
  return { refund, step: `${words.cancelled}: ${refund}` };
}

const STAGE_MAIL = {
  en: {
    dear: (name: string) => `Dear ${name},`,
    moved: (piece: string, number: string, label: string) =>
      `Your made-to-measure ${piece} (order ${number}) has moved on: ${label}.`,
    subject: (number: string, piece: string, label: string) => `Your Elegance order ${number}: ${piece} ${label}`,
    follow: 'Follow every step on your order',
  },
  hi: {
    dear: (name: string) => `प्रिय ${name},`,
    moved: (piece: string, number: string, label: string) =>
      `आपके नाप से बन रहा ${piece} (ऑर्डर ${number}) अगले चरण पर पहुँचा: ${label}।`,
    subject: (number: string, piece: string, label: string) => `आपका Elegance ऑर्डर ${number}: ${piece} ${label}`,
    follow: 'हर चरण अपने ऑर्डर पर देखें',
  },
} satisfies Record<Locale, unknown>;

/**
 * The e-mail a customer gets when a made-to-measure piece moves on (with the balance to pay once
 * it is ready), leading to the order: `links.order` is her dashboard or her guest link.
 */
export async function stageMail(
  order: OrderRow,
  piece: string,
  label: string,
  links: NoticeLinks,
  balance: string | null = null,
): Promise<Mail> {
  const locale = mailLocale(order);
  const words = STAGE_MAIL[locale];
  const paragraphs = [
    words.dear(order.customerName),
    words.moved(piece, order.number, label),
    ...(balance ? [balance] : []),
  ];
  return {
    to: String(order.email),
    subject: words.subject(order.number, piece, label),
    text: [paragraphs[0], '', ...paragraphs.slice(1), `${words.follow}: ${links.order}`].join('\n'),
    html: await noticeHtml({
      locale,
      shopUrl: links.shopUrl,
      paragraphs: [...paragraphs, `${words.follow}${locale === 'hi' ? '।' : '.'}`],
      actions: [{ label: MAIL_WORDS[locale].viewOrder, href: links.order }],
    }),
  };
}

/**
 * A prepaid 20%-now order leaves once its balance is paid (checkout and /help say so): when a
 * piece is ready, its notice says what is due and links to where 'Pay balance' is (`link`: the
 * dashboard, or in an e-mail the order's own link). A cash order's balance is the courier's to
 * collect; a cancelled order owes nothing.
 */
export function balanceToPay(order: OrderRow, stage: string, link: string): string | null {
  const due = order.totalPaise - order.paidPaise;
  if (stage !== 'ready' || due <= 0 || methodOf(order).collectsOnDelivery || order.fulfilment === 'cancelled')
    return null;
  return mailLocale(order) === 'hi'
    ? `इसे भेजने के लिए बाकी ${formatPaise(due)} चुकाएँ: ${link}`
    : `Pay the balance of ${formatPaise(due)} to have it dispatched: ${link}`;
}
