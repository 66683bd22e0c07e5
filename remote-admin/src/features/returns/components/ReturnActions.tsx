import { serverMessage, type DeskReturnJson } from '@store/shared/api';
import {
  PRODUCTION_STAGE_LABELS,
  PRODUCTION_STAGES,
  RETURN_STATE_LABELS,
  type ReturnState,
} from '@store/shared/catalog';
import { formatRupees } from '@store/shared/format';
import { Button, Field, notify, SelectField, theme, useConfirm } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { downloadCreditNote, returnsApi } from '../api/returnsApi';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
  > div {
    margin: 0;
  }
`;

/** What 'received' leads to, by what was asked. */
const END: Record<DeskReturnJson['kind'], { to: ReturnState; label: string }> = {
  refund: { to: 'refund-pending', label: 'Refund' },
  exchange: { to: 'exchange-dispatched', label: 'Dispatch new size' },
  alteration: { to: 'in-workshop', label: 'Send to workshop' },
};

/** The buttons of a return's next steps; each answers the return as it now is. */
export function ReturnActions({
  entry,
  onChange,
}: {
  entry: DeskReturnJson;
  onChange: (next: DeskReturnJson) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const [moveReturn] = returnsApi.useMoveReturnMutation();
  const [moveStage] = returnsApi.useMoveReturnStageMutation();
  const [recordPayout] = returnsApi.useRecordPayoutMutation();
  const [markSellable] = returnsApi.useMarkReturnSellableMutation();
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState('');
  const run = async (action: () => { unwrap: () => Promise<DeskReturnJson> }, done: string) => {
    setBusy(true);
    try {
      onChange(await action().unwrap());
      notify.success(done);
    } catch (error) {
      notify.error(serverMessage(error) ?? 'That step could not be saved; try again');
    } finally {
      setBusy(false);
    }
  };
  const step = (to: ReturnState, label: string) => (
    <Button
      type="button"
      key={to}
      disabled={busy}
      onClick={() =>
        void run(() => moveReturn({ id: entry._id, to }), `${entry.orderNumber}: ${RETURN_STATE_LABELS[to]}`)
      }
    >
      {label}
    </Button>
  );
  const refuse = async () => {
    const answer = await confirm({
      title: `Refuse the return of ${entry.piece.name}?`,
      message: 'The customer reads your reason in their text, e-mail and order.',
      confirmLabel: 'Refuse',
      reasonLabel: 'Why is it refused?',
    });
    if (answer.confirmed)
      await run(
        () => moveReturn({ id: entry._id, to: 'refused', reason: answer.reason }),
        `${entry.orderNumber}: ${RETURN_STATE_LABELS.refused}`,
      );
  };
  const next = PRODUCTION_STAGES.filter(
    (stage) => PRODUCTION_STAGES.indexOf(stage) > PRODUCTION_STAGES.indexOf(entry.stage ?? 'received'),
  );
  // A payout waits for the desk; the provider's refund and store credit do not.
  const cashOwed = entry.state === 'refund-pending' && (entry.refund?.to === 'upi' || entry.refund?.to === 'bank');
  // Beside the way she paid (or asked), the desk may refund to her store credit: instant, with the bonus.
  const offersCredit = entry.state === 'received' && entry.kind === 'refund' && entry.payout !== 'Store credit';
  const canRestock =
    entry.kind !== 'alteration' &&
    !entry.restocked &&
    ['received', 'refund-pending', 'refunded', 'exchange-dispatched'].includes(entry.state);

  return (
    <Row>
      {entry.state === 'requested' ? step('approved', 'Approve') : null}
      {entry.state === 'approved' ? step('pickup-scheduled', 'Pickup scheduled') : null}
      {entry.state === 'requested' || entry.state === 'approved' ? (
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void refuse()}>
          Refuse
        </Button>
      ) : null}
      {entry.state === 'pickup-scheduled' ? step('received', 'Mark received') : null}
      {entry.state === 'received' ? step(END[entry.kind].to, END[entry.kind].label) : null}
      {offersCredit ? (
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(
              () => moveReturn({ id: entry._id, to: 'refund-pending', refundTo: 'credit' }),
              `${entry.orderNumber}: refunded to store credit`,
            )
          }
        >
          Refund to store credit
        </Button>
      ) : null}
      {entry.state === 'in-workshop' && next.length ? (
        <SelectField
          label="Workshop stage"
          value=""
          disabled={busy}
          onChange={(event) =>
            void run(() => moveStage({ id: entry._id, stage: event.target.value }), `${entry.orderNumber}: stage moved`)
          }
        >
          <option value="">Move to...</option>
          {next.map((stage) => (
            <option key={stage} value={stage}>
              {PRODUCTION_STAGE_LABELS[stage]}
            </option>
          ))}
        </SelectField>
      ) : null}
      {entry.state === 'in-workshop' && entry.stage === 'ready'
        ? step('alteration-dispatched', 'Dispatch altered piece')
        : null}
      {cashOwed ? (
        <>
          <Field
            label={`Payout reference (${formatRupees(entry.refund?.amount ?? 0)})`}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
          <Button
            type="button"
            disabled={busy || !reference.trim()}
            onClick={() =>
              void run(
                () => recordPayout({ id: entry._id, reference: reference.trim() }),
                `${entry.orderNumber}: payout recorded`,
              )
            }
          >
            Record payout
          </Button>
        </>
      ) : null}
      {canRestock ? (
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() => void run(() => markSellable(entry._id), `${entry.piece.name}: back on sale`)}
        >
          Mark sellable
        </Button>
      ) : null}
      {entry.creditNote ? (
        <Button
          type="button"
          $variant="ghost"
          onClick={() =>
            void downloadCreditNote(entry._id).catch((error: unknown) =>
              notify.error(serverMessage(error) ?? 'The credit note could not be fetched'),
            )
          }
        >
          Credit note {entry.creditNote}
        </Button>
      ) : null}
      {dialog}
    </Row>
  );
}
