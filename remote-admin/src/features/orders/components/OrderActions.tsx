import type { OrderJson } from '@store/shared/api';
import { COURIERS } from '@store/shared/catalog';
import { formatRupees } from '@store/shared/format';
import { FULFILMENT_STEPS } from '@store/shared/schemas';
import { Button, ErrorText, TextInput, theme, useConfirm } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CheckedField } from '../../../components/CheckedField';
import { dueOf } from './orderMoney';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  select {
    min-height: 40px;
    min-width: 8.5em;
    flex-shrink: 0;
  }
`;

const ShipForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: flex-start;
  label {
    gap: 4px;
    margin: 0;
    font-size: ${theme.size.xs};
    color: ${theme.color.muted};
  }
  ${TextInput} {
    min-height: 40px;
  }
  ${ErrorText} {
    flex-basis: 100%;
    margin: 0;
  }
  > div {
    flex: 1 1 11em;
    display: grid;
    gap: 4px;
  }
  > span {
    display: flex;
    gap: 6px;
    margin-top: 20px;
  }
`;

/** Why an order cannot be completed yet, where the button would be. */
const Hint = styled.span`
  order: 1;
  flex-basis: 100%;
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
`;

export const FULFILMENT_LABELS: Record<OrderJson['fulfilment'], string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  rto: 'Returning to us (RTO)',
  cancelled: 'Cancelled',
};

export interface Shipment {
  courier: string;
  trackingNumber: string;
  /** Why an order with a balance due leaves unpaid (kept in its history); absent, it waits for the balance. */
  unpaidReason?: string;
}

/** What a prepaid order still owes before it leaves (a cash order's balance is the courier's to collect). */
const balanceBeforeDispatch = (order: OrderJson) => (order.cash ? 0 : dueOf(order));

/** Where the reason to ship unpaid is asked, beside the courier's boxes. */
const Unpaid = styled.div`
  flex-basis: 100% !important;
  p {
    margin: 0;
    color: ${theme.color.danger};
    font-size: ${theme.size.sm};
  }
`;

/**
 * Shipping an order: which courier took it, and the number the shopper tracks it by (as the
 * courier prints it, spaces and all). The form stays open until the server takes it, and says
 * what it refused.
 */
function ShipOrder({
  order,
  onShip,
  onCancel,
}: {
  order: OrderJson;
  onShip: (shipment: Shipment) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [unpaidReason, setUnpaidReason] = useState('');
  const balance = balanceBeforeDispatch(order);
  const [errors, setErrors] = useState<{ courier?: string; trackingNumber?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const reason = unpaidReason.trim();
    const shipment = {
      courier: courier.trim(),
      trackingNumber: trackingNumber.trim(),
      ...(balance && reason ? { unpaidReason: reason } : {}),
    };
    const missing = {
      courier: shipment.courier ? undefined : 'Enter the courier',
      trackingNumber: shipment.trackingNumber ? undefined : 'Enter the tracking number',
    };
    setErrors(missing);
    if (missing.courier || missing.trackingNumber) return;
    setBusy(true);
    void onShip(shipment).then((refusal) => {
      // On success the order moves on and this form closes; a refusal keeps what was typed.
      if (refusal) {
        setBusy(false);
        setErrors({ form: refusal });
      }
    });
  };
  const list = `couriers-${order._id}`;
  return (
    <ShipForm onSubmit={submit} noValidate aria-label={`Ship order ${order.orderNumber}`}>
      <CheckedField
        label="Courier"
        list={list}
        value={courier}
        error={errors.courier}
        onChange={(event) => setCourier(event.target.value)}
      />
      <datalist id={list}>
        {Object.keys(COURIERS).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <CheckedField
        label="Tracking number"
        autoCapitalize="characters"
        value={trackingNumber}
        error={errors.trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
      />
      {balance ? (
        <Unpaid>
          <p role="note">
            {formatRupees(balance)} is still due: the order ships once the balance is paid. To ship it now, say why.
          </p>
          <CheckedField
            label="Reason to ship unpaid (kept in its history)"
            maxLength={300}
            value={unpaidReason}
            onChange={(event) => setUnpaidReason(event.target.value)}
          />
        </Unpaid>
      ) : null}
      <span>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Shipping...' : 'Ship'}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </span>
      {errors.form ? <ErrorText role="alert">{errors.form}</ErrorText> : null}
    </ShipForm>
  );
}

/**
 * Next fulfilment step (shipping asks for the courier and tracking number), Mark Completed /
 * Mark Undone, and delete. An order is shipped only once its made-to-measure pieces are Ready,
 * and completed only once delivered (the server refuses both before): until then the button's
 * place says which.
 */
export function OrderActions({
  order,
  onFulfilment,
  onShip,
  onCompleted,
  onDelete,
}: {
  order: OrderJson;
  onFulfilment: (status: string) => void;
  /** Ships the order; the server's refusal in words, or null once shipped. */
  onShip: (shipment: Shipment) => Promise<string | null>;
  onCompleted: (completed: boolean) => void;
  onDelete: () => void;
}) {
  const [shipping, setShipping] = useState(false);
  const { confirm, dialog } = useConfirm();
  // A cancel moves stock and money at once: asked first, as a refused delivery is (one stray
  // choice or arrow key in the list must not cancel a paid order).
  const cancel = async () => {
    const answer = await confirm({
      title: 'Cancel order',
      message: `Cancel ${order.orderNumber}? Pieces still at the shop go back on sale now, shipped ones once you mark each back with you. What store credit or a gift card paid goes back to them at once; card or UPI money is refunded from the order's page.`,
      confirmLabel: 'Cancel order',
      keepLabel: 'Keep order',
    });
    if (answer.confirmed) onFulfilment('cancelled');
  };
  // The order leaves whole: not while a made-to-measure piece is still in the workshop (the server refuses it too).
  const inWorkshop = order.items.some((item) => item.stage && item.stage !== 'ready');
  // Back to origin only by the courier's events (modules/shipping): never a move by hand.
  const next = (FULFILMENT_STEPS[order.fulfilment] ?? []).filter(
    (status) => status !== 'rto' && (status !== 'shipped' || !inWorkshop),
  );
  if (shipping)
    return (
      <ShipOrder
        order={order}
        onCancel={() => setShipping(false)}
        onShip={async (shipment) => {
          const refusal = await onShip(shipment);
          if (!refusal) setShipping(false);
          return refusal;
        }}
      />
    );
  return (
    <Row>
      {next.length ? (
        <select
          aria-label={`Move order of ${order.customer.name} on`}
          value=""
          onChange={(event) => {
            const status = event.target.value;
            if (status === 'shipped') setShipping(true);
            else if (status === 'cancelled') void cancel();
            else if (status) onFulfilment(status);
          }}
        >
          <option value="">Move to...</option>
          {next.map((status) => (
            <option key={status} value={status}>
              {FULFILMENT_LABELS[status]}
            </option>
          ))}
        </select>
      ) : null}
      {order.completed || order.fulfilment === 'delivered' ? (
        <Button type="button" $variant="secondary" onClick={() => onCompleted(!order.completed)}>
          {order.completed ? 'Mark Undone' : 'Mark Completed'}
        </Button>
      ) : order.fulfilment !== 'cancelled' ? (
        <Hint>
          {inWorkshop && order.fulfilment === 'processing'
            ? 'Can be shipped once every made-to-measure piece is Ready'
            : 'Can be completed once delivered'}
        </Hint>
      ) : null}
      <Button type="button" $variant="ghost" onClick={onDelete}>
        Delete
      </Button>
      {dialog}
    </Row>
  );
}
