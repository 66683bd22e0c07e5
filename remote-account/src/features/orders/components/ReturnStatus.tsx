import { serverMessage, type ReturnJson } from '@store/shared/api';
import {
  describeAlterations,
  PRODUCTION_STAGE_LABELS,
  RETURN_KIND_LABELS,
  RETURN_STATE_LABELS,
  type ProductionStage,
} from '@store/shared/catalog';
import { describeSize, formatRupees } from '@store/shared/format';
import { Button, notify, theme } from '@store/shared/ui';
import type { Ref } from 'react';
import styled from 'styled-components';
import { downloadCreditNote } from '../api/documents';

const Box = styled.div`
  display: grid;
  gap: 6px;
  margin-top: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 3px solid ${theme.color.accent};
  background: ${theme.color.cream};
  font-size: ${theme.size.sm};
  p {
    margin: 0;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 2px;
  margin: 0;
  padding-left: 18px;
  color: ${theme.color.muted};
  li:last-child {
    color: ${theme.color.ink};
    font-weight: ${theme.weight.semibold};
  }
`;

const when = (at: string) =>
  new Date(at).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A step as the customer reads it: a workshop stage, or the refusal's reason, beside its name. */
function stepText(step: ReturnJson['timeline'][number]): string {
  const label = RETURN_STATE_LABELS[step.state];
  if (step.state === 'in-workshop' && step.detail)
    return `${label}: ${PRODUCTION_STAGE_LABELS[step.detail as ProductionStage] ?? step.detail}`;
  if (step.state === 'refused' && step.detail) return `${label}: ${step.detail}`;
  return label;
}

/** A piece's return on the order card: what was asked, each step with its time, the refund and its credit note. */
export function ReturnStatus({
  orderId,
  request,
  ref,
}: {
  orderId: string;
  request: ReturnJson;
  /** The order card moves focus here once a request is sent. */
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={`Return of this piece: ${RETURN_STATE_LABELS[request.state]}`}
    >
      <p>
        <strong>{RETURN_KIND_LABELS[request.kind]}</strong>
        {request.kind === 'exchange' ? ` to ${describeSize(request.exchangeSize)}` : ''}
        {request.kind === 'alteration' ? `: ${describeAlterations(request.alterations)}` : ''}
      </p>
      <Steps aria-label="Return timeline">
        {request.timeline.map((step, index) => (
          <li key={`${step.state}-${index}`}>
            {stepText(step)} · {when(step.at)}
          </li>
        ))}
      </Steps>
      {request.refund ? (
        <p>
          {formatRupees(request.refund.amount)} {request.refund.processed ? 'refunded' : 'being refunded'}
          {request.refund.to === 'provider'
            ? ' to the way you paid'
            : request.refund.to === 'upi'
              ? ' to your UPI ID'
              : ' to your bank account'}
        </p>
      ) : null}
      {request.creditNote ? (
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              void downloadCreditNote(orderId, request._id).catch((error: unknown) =>
                notify.error(serverMessage(error) ?? 'The credit note could not be fetched right now'),
              )
            }
          >
            Download credit note
          </Button>
        </div>
      ) : null}
    </Box>
  );
}
