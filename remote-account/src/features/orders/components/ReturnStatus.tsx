import { serverMessage, type ReturnJson } from '@store/shared/api';
import { inMeasuringOrder, type ProductionStage } from '@store/shared/catalog';
import { describeSize, formatRupees } from '@store/shared/format';
import { useFormatDate, useLocale } from '@store/shared/i18n';
import { Button, notify, theme } from '@store/shared/ui';
import type { Ref } from 'react';
import styled from 'styled-components';
import { useMeasurementLabel } from '@store/shared/measurement-form';
import { useT, type AccountT } from '../../../i18n';
import { downloadCreditNote } from '../api/documents';
import { RETURN_KIND_KEYS, RETURN_STATE_KEYS, STAGE_KEYS } from '../labels';

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

/** A step as the customer reads it: a workshop stage, or the refusal's reason (the desk's words), beside its name. */
function stepText(t: AccountT, step: ReturnJson['timeline'][number]): string {
  const label = t(RETURN_STATE_KEYS[step.state]);
  if (step.state === 'in-workshop' && step.detail) {
    const stage = (STAGE_KEYS as Partial<Record<string, (typeof STAGE_KEYS)[ProductionStage]>>)[step.detail];
    return `${label}: ${stage ? t(stage) : step.detail}`;
  }
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
  const t = useT();
  const locale = useLocale();
  const format = useFormatDate();
  const label = useMeasurementLabel();
  // 'Chest to 41.5", Waist to 33"': the asked measurements, in the order a tailor takes them.
  const asked = request.alterations ?? {};
  const alterations = inMeasuringOrder(Object.keys(asked))
    .map((field) => t('account.return.alterTo', { field: label(field), inches: asked[field] }))
    .join(', ');
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={t('account.return.label', { state: t(RETURN_STATE_KEYS[request.state]) })}
    >
      <p>
        <strong>{t(RETURN_KIND_KEYS[request.kind])}</strong>
        {request.kind === 'exchange'
          ? ` ${t('account.return.toSize', { size: describeSize(request.exchangeSize, locale) })}`
          : ''}
        {request.kind === 'alteration' ? `: ${alterations}` : ''}
      </p>
      <Steps aria-label={t('account.return.timeline')}>
        {request.timeline.map((step, index) => (
          <li key={`${step.state}-${index}`}>
            {stepText(t, step)} · {format.dateTime(step.at)}
          </li>
        ))}
      </Steps>
      {/* An order paid several ways is refunded each part its own way: one line each. */}
      {request.refund
        ? (request.refund.parts && request.refund.parts.length > 1 ? request.refund.parts : [request.refund]).map(
            (part, index) => (
              <p key={`${part.to}-${index}`}>
                {t('account.return.refund', {
                  amount: formatRupees(part.amount),
                  processed: part.processed ? 'yes' : 'no',
                  to: part.to,
                })}
              </p>
            ),
          )
        : null}
      {request.creditNote ? (
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              void downloadCreditNote(orderId, request._id).catch((error: unknown) =>
                notify.error(serverMessage(error) ?? t('account.return.creditNoteFailed')),
              )
            }
          >
            {t('account.return.creditNote')}
          </Button>
        </div>
      ) : null}
    </Box>
  );
}
