import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import { RETURN_KIND_LABELS, RETURN_STATE_LABELS, type ReturnKind, type ReturnState } from '@store/shared/schemas';
import type { OrderRow, ReturnRow } from '../../../db/schema';
import type { Mail } from '../../../providers/email/outbox';
import type { Locale } from '@store/shared/i18n/locales';
import { MAIL_WORDS, mailLocale } from '../../../emails/mailLocale';
import { noticeHtml } from '../../../emails/renderMail';
import { HINDI_RETURN_KIND_LABELS, HINDI_RETURN_STATE_LABELS, HINDI_STAGE_LABELS } from '../../notifications/language';

/** What a step of a return is called in the customer's text and e-mail ('in-workshop:cutting' is a stage). */
export function returnStepLabel(step: string, locale: Locale = 'en'): string {
  const [state, stage] = step.split(':');
  const states: Record<ReturnState, string> = locale === 'hi' ? HINDI_RETURN_STATE_LABELS : RETURN_STATE_LABELS;
  const stages: Record<ProductionStage, string> = locale === 'hi' ? HINDI_STAGE_LABELS : PRODUCTION_STAGE_LABELS;
  const label = states[state as ReturnState] ?? state;
  return stage ? `${label}: ${stages[stage as ProductionStage] ?? stage}` : label;
}

const RETURN_MAIL = {
  en: {
    dear: (name: string) => `Dear ${name},`,
    step: (kind: string, piece: string, number: string, step: string) =>
      `Your request (${kind}) for ${piece} of order ${number}: ${step}.`,
    why: 'Why',
    subject: (number: string, kind: string, piece: string, step: string) =>
      `Your Elegance order ${number}: ${kind} of ${piece} - ${step}`,
    follow: 'Follow every step of it on your order',
  },
  hi: {
    dear: (name: string) => `प्रिय ${name},`,
    step: (kind: string, piece: string, number: string, step: string) =>
      `ऑर्डर ${number} के ${piece} के लिए आपका अनुरोध (${kind}): ${step}।`,
    why: 'कारण',
    subject: (number: string, kind: string, piece: string, step: string) =>
      `आपका Elegance ऑर्डर ${number}: ${piece} - ${kind} - ${step}`,
    follow: 'इसका हर चरण अपने ऑर्डर पर देखें',
  },
} satisfies Record<Locale, unknown>;

/** Where a notice's button leads: the order (OrderLinks.forMail) on the shop. */
export interface NoticeLinks {
  order: string;
  shopUrl: string;
}

/** The e-mail of a step: what it is, the refusal's reason when refused, and the order's link to follow it. */
export async function returnMail(
  order: OrderRow,
  request: ReturnRow,
  piece: string,
  step: string,
  links: NoticeLinks,
): Promise<Mail> {
  const locale = mailLocale(order);
  const words = RETURN_MAIL[locale];
  const kinds: Record<ReturnKind, string> = locale === 'hi' ? HINDI_RETURN_KIND_LABELS : RETURN_KIND_LABELS;
  const kind = kinds[request.kind as ReturnKind].toLowerCase();
  const label = returnStepLabel(step, locale).toLowerCase();
  const paragraphs = [
    words.dear(order.customerName),
    words.step(kind, piece, order.number, label),
    ...(step === 'refused' && request.refusal ? [`${words.why}: ${request.refusal}`] : []),
  ];
  return {
    to: String(order.email),
    subject: words.subject(order.number, kind, piece, label),
    text: [paragraphs[0], '', ...paragraphs.slice(1), `${words.follow}: ${links.order}`].join('\n'),
    html: await noticeHtml({
      locale,
      shopUrl: links.shopUrl,
      paragraphs: [...paragraphs, `${words.follow}${locale === 'hi' ? '।' : '.'}`],
      actions: [{ label: MAIL_WORDS[locale].viewOrder, href: links.order }],
    }),
  };
}
