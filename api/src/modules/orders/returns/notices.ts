import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import { RETURN_KIND_LABELS, RETURN_STATE_LABELS, type ReturnKind, type ReturnState } from '@store/shared/schemas';
import type { OrderRow, ReturnRow } from '../../../db/schema';
import type { Mail } from '../../../providers/email/outbox';
import { MAIL_WORDS, mailLocale } from '../../../emails/mailLocale';
import { noticeHtml } from '../../../emails/renderMail';

/** What a step of a return is called in the customer's text and e-mail ('in-workshop:cutting' is a stage). */
export function returnStepLabel(step: string): string {
  const [state, stage] = step.split(':');
  const label = RETURN_STATE_LABELS[state as ReturnState] ?? state;
  return stage ? `${label}: ${PRODUCTION_STAGE_LABELS[stage as ProductionStage] ?? stage}` : label;
}

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
  const kind = RETURN_KIND_LABELS[request.kind as ReturnKind].toLowerCase();
  const locale = mailLocale(order);
  const paragraphs = [
    `Dear ${order.customerName},`,
    `Your request (${kind}) for ${piece} of order ${order.number}: ${returnStepLabel(step).toLowerCase()}.`,
    ...(step === 'refused' && request.refusal ? [`Why: ${request.refusal}`] : []),
  ];
  return {
    to: String(order.email),
    subject: `Your Elegance order ${order.number}: ${kind} of ${piece} - ${returnStepLabel(step).toLowerCase()}`,
    text: [paragraphs[0], '', ...paragraphs.slice(1), `Follow every step of it on your order: ${links.order}`].join(
      '\n',
    ),
    html: await noticeHtml({
      locale,
      shopUrl: links.shopUrl,
      paragraphs: [...paragraphs, 'Follow every step of it on your order.'],
      actions: [{ label: MAIL_WORDS[locale].viewOrder, href: links.order }],
    }),
  };
}
