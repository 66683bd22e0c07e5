import { CASH_STATE_LABELS, serverMessage, type OrderJson } from '@store/shared/api';
import { formatRupees, indiaDay } from '@store/shared/format';
import { Button, ErrorText, Field, notify, theme, useConfirm } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ordersApi } from '../api/ordersApi';

const Fields = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

/** The courier's remittance: what it collected (the amount due), its reference and the day it paid. */
function RemittanceForm({ order, onChanged }: { order: OrderJson; onChanged: (order: OrderJson) => void }) {
  const [amount, setAmount] = useState(String(order.amountDue));
  const [reference, setReference] = useState('');
  const [remittedOn, setRemittedOn] = useState(indiaDay);
  const [error, setError] = useState<string | null>(null);
  const [recordCashRemittance] = ordersApi.useRecordCashRemittanceMutation();
  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    recordCashRemittance({ id: order._id, remittance: { amount: Number(amount), reference, remittedOn } })
      .unwrap()
      .then((changed) => {
        onChanged(changed);
        notify.success(`Cash for ${order.orderNumber} recorded as collected`);
      })
      .catch((failure: unknown) => setError(serverMessage(failure) ?? 'The remittance could not be recorded'));
  };
  return (
    <form onSubmit={save} aria-label="Courier remittance">
      <Fields>
        <Field
          label="Amount remitted (Rs.)"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Field
          label="Remittance reference"
          maxLength={60}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
        <Field label="Remitted on" type="date" value={remittedOn} onChange={(e) => setRemittedOn(e.target.value)} />
      </Fields>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" disabled={!reference.trim()}>
        Record cash collected
      </Button>
    </form>
  );
}

/**
 * What the cash is: still to collect (the amount due), what the courier remitted once
 * collected (the order owes nothing then, so the amount due would read ₹0), none once the
 * delivery was refused or the order cancelled.
 */
function cashFigure(order: OrderJson, collected: number): string {
  const state = order.cash?.state;
  if (state === 'collected') return ` · ${formatRupees(collected)} collected in cash`;
  if (state === 'refused' || state === 'cancelled' || order.fulfilment === 'cancelled') return '';
  return ` · ${formatRupees(order.amountDue)} to collect in cash`;
}

/**
 * A cash order on the desk: where its money is (awaiting the shopper's confirmation, confirmed,
 * collected), the courier's remittance once delivered, and a delivery the customer refused.
 * `collected`: the courier's remittances recorded (the order's cash payments).
 */
export function CashPanel({
  order,
  collected,
  onChanged,
}: {
  order: OrderJson;
  collected: number;
  onChanged: (order: OrderJson) => void;
}) {
  const { confirm, dialog } = useConfirm();
  const [markCashRefused] = ordersApi.useMarkCashRefusedMutation();
  const cash = order.cash;
  if (!cash) return null;
  const open = cash.state === 'awaiting-confirmation' || cash.state === 'confirmed';
  const refusable = open && order.fulfilment !== 'delivered' && order.fulfilment !== 'cancelled';
  const refuse = async () => {
    const answer = await confirm({
      title: 'Delivery refused',
      message: `Mark ${order.orderNumber} refused by the customer? The order is cancelled and the refusal counts against this phone's cash on delivery. Pieces not yet shipped go back on sale now; shipped ones once you mark each back with you.`,
      confirmLabel: 'Mark refused',
      reasonLabel: 'What the courier said (kept with the order)',
    });
    if (!answer.confirmed) return;
    markCashRefused({ id: order._id, reason: answer.reason || undefined })
      .unwrap()
      .then((changed) => {
        onChanged(changed);
        notify.success(`${order.orderNumber} marked refused`);
      })
      .catch((error: unknown) => notify.error(serverMessage(error) ?? 'The order could not be marked refused'));
  };
  return (
    <section aria-label="Cash on delivery">
      <h3>Cash on delivery</h3>
      <p>
        <strong data-testid="cash-state">{CASH_STATE_LABELS[cash.state]}</strong>
        {cash.fee ? ` · fee ${formatRupees(cash.fee)}` : ''}
        {cashFigure(order, collected)}
      </p>
      {cash.state === 'confirmed' && order.fulfilment === 'delivered' ? (
        <RemittanceForm order={order} onChanged={onChanged} />
      ) : null}
      {refusable ? (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => void refuse()}>
            Delivery refused
          </Button>
        </Actions>
      ) : null}
      {dialog}
    </section>
  );
}
