import type { OrderJson } from '@store/shared/api';
import { formatRupees } from '@store/shared/format';

/** What the order still owes: a cancelled order owes nothing, whatever part of it was paid. */
export const dueOf = (order: OrderJson) => (order.fulfilment === 'cancelled' ? 0 : order.amountDue);

/** 'due ₹1,00,000', or 'nothing due' once the order is cancelled. */
export function DueText({ order }: { order: OrderJson }) {
  return <>{order.fulfilment === 'cancelled' ? 'nothing due' : `due ${formatRupees(dueOf(order))}`}</>;
}
