import type { OrderJson } from '@store/shared/api';
import { COURIERS } from '@store/shared/catalog';
import { FULFILMENT_STEPS } from '@store/shared/schemas';
import { Button, TextInput } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  select {
    min-height: 40px;
  }
`;

const ShipForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  ${TextInput} {
    width: 12em;
    min-height: 40px;
  }
`;

export const FULFILMENT_LABELS: Record<OrderJson['fulfilment'], string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export interface Shipment {
  courier: string;
  trackingNumber: string;
}

/** Shipping an order: which courier took it, and the number the shopper tracks it by. */
function ShipOrder({
  order,
  onShip,
  onCancel,
}: {
  order: OrderJson;
  onShip: (shipment: Shipment) => void;
  onCancel: () => void;
}) {
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip({ courier: courier.trim(), trackingNumber: trackingNumber.trim() });
  };
  const list = `couriers-${order._id}`;
  return (
    <ShipForm onSubmit={submit} aria-label={`Ship order ${order.orderNumber}`}>
      <TextInput
        aria-label="Courier"
        placeholder="Courier"
        list={list}
        required
        value={courier}
        onChange={(event) => setCourier(event.target.value)}
      />
      <datalist id={list}>
        {Object.keys(COURIERS).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextInput
        aria-label="Tracking number"
        placeholder="Tracking number"
        required
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
      />
      <Button type="submit">Ship</Button>
      <Button type="button" $variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </ShipForm>
  );
}

/** Next fulfilment step (shipping asks for the courier and tracking number), Mark Completed / Mark Undone, and delete. */
export function OrderActions({
  order,
  onFulfilment,
  onCompleted,
  onDelete,
}: {
  order: OrderJson;
  onFulfilment: (status: string, shipment?: Shipment) => void;
  onCompleted: (completed: boolean) => void;
  onDelete: () => void;
}) {
  const [shipping, setShipping] = useState(false);
  const next = FULFILMENT_STEPS[order.fulfilment] ?? [];
  if (shipping)
    return (
      <ShipOrder
        order={order}
        onCancel={() => setShipping(false)}
        onShip={(shipment) => {
          setShipping(false);
          onFulfilment('shipped', shipment);
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
      <Button type="button" $variant="secondary" onClick={() => onCompleted(!order.completed)}>
        {order.completed ? 'Mark Undone' : 'Mark Completed'}
      </Button>
      <Button type="button" $variant="ghost" onClick={onDelete}>
        Delete
      </Button>
    </Row>
  );
}
