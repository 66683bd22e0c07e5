import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import { RETURN_KIND_LABELS, RETURN_STATE_LABELS, type ReturnKind, type ReturnState } from '@store/shared/schemas';
import type { OrderRow, ReturnRow } from '../../../db/schema';
import type { Mail } from '../../../providers/email/outbox';

/** What a step of a return is called in the customer's text and e-mail ('in-workshop:cutting' is a stage). */
export function returnStepLabel(step: string): string {
  const [state, stage] = step.split(':');
  const label = RETURN_STATE_LABELS[state as ReturnState] ?? state;
  return stage ? `${label}: ${PRODUCTION_STAGE_LABELS[stage as ProductionStage] ?? stage}` : label;
}

/** The e-mail of a step: what it is, the refusal's reason when refused, and where to follow it. */
export function returnMail(order: OrderRow, request: ReturnRow, piece: string, step: string): Mail {
  const kind = RETURN_KIND_LABELS[request.kind as ReturnKind].toLowerCase();
  return {
    to: String(order.email),
    subject: `Your Elegance order ${order.number}: ${kind} of ${piece} - ${returnStepLabel(step).toLowerCase()}`,
    text: [
      `Dear ${order.customerName},`,
      '',
      `Your request (${kind}) for ${piece} of order ${order.number}: ${returnStepLabel(step).toLowerCase()}.`,
      ...(step === 'refused' && request.refusal ? [`Why: ${request.refusal}`] : []),
      'You can follow every step on your order under My Orders, or through your order link.',
    ].join('\n'),
  };
}
