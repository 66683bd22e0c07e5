import type { OrderJson } from '@store/shared/api';
import { FULFILMENT_STEPS } from '@store/shared/schemas';
import { Button } from '@store/shared/ui';
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

export const FULFILMENT_LABELS: Record<OrderJson['fulfilment'], string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Next fulfilment step, Mark Completed / Mark Undone, and delete, for one order. */
export function OrderActions({
  order,
  onFulfilment,
  onCompleted,
  onDelete,
}: {
  order: OrderJson;
  onFulfilment: (status: string) => void;
  onCompleted: (completed: boolean) => void;
  onDelete: () => void;
}) {
  const next = FULFILMENT_STEPS[order.fulfilment] ?? [];
  return (
    <Row>
      {next.length ? (
        <select
          aria-label={`Move order of ${order.customer.name} on`}
          value=""
          onChange={(event) => event.target.value && onFulfilment(event.target.value)}
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
