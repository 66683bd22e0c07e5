import { serverMessage, type OrderJson } from '@store/shared/api';
import { describeSize, formatRupees } from '@store/shared/format';
import { PageTitle, SelectField, StatusText, notify, theme, useLoad } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { deleteOrder, fetchAllOrders, setOrderCompleted, setOrderFulfilment } from '../../../api/orders';
import { useWideScreen } from '../hooks/useWideScreen';
import { FULFILMENT_LABELS, OrderActions } from './OrderActions';
import { UnappliedPayments } from './UnappliedPayments';

const FILTERS: [string, string][] = [
  ['', 'All orders'],
  ['paid', 'Paid in full'],
  ['partial-paid', 'Partly paid'],
  ...Object.entries(FULFILMENT_LABELS),
];

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${theme.color.line};
    text-align: left;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding-left: 16px;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: 6px;
    padding: 12px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
  }
  p {
    margin: 0;
  }
`;

const money = (order: OrderJson) =>
  `${formatRupees(order.totalAmount)} (paid ${formatRupees(order.paidAmount)}, due ${formatRupees(order.amountDue)})`;
const when = (order: OrderJson) =>
  new Date(order.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const state = (order: OrderJson) =>
  `${order.status === 'paid' ? 'Paid' : 'Partly paid'} · ${FULFILMENT_LABELS[order.fulfilment] ?? order.fulfilment}${
    order.completed ? ' · Completed' : ''
  }`;

function Items({ order }: { order: OrderJson }) {
  return (
    <ul>
      {order.items.map((item) => (
        <li key={item._id}>
          {item.name} (Size: {describeSize(item.size)})
        </li>
      ))}
    </ul>
  );
}

/** Orders (product §2, 4, 8): a table on desktop and cards on mobile; completion, fulfilment, delete. */
export function OrdersTab() {
  const wide = useWideScreen();
  const [filter, setFilter] = useState('');
  const { data: orders, update: setOrders } = useLoad((signal) => fetchAllOrders(filter, signal), [filter], {
    fallback: [] as OrderJson[],
    onError: () => notify.error('Failed to fetch dashboard data'),
  });

  const replace = (changed: OrderJson) =>
    setOrders((list) => (list ?? []).map((o) => (o._id === changed._id ? changed : o)));

  const act = (order: OrderJson) => ({
    onCompleted: (completed: boolean) =>
      setOrderCompleted(order._id, completed)
        .then(replace)
        .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to update order status')),
    onFulfilment: (status: string) =>
      setOrderFulfilment(order._id, status)
        .then(replace)
        .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to update order status')),
    onDelete: () => {
      if (!window.confirm('Are you sure you want to delete this order? This action cannot be undone.')) return;
      deleteOrder(order._id)
        .then(() => {
          setOrders((list) => (list ?? []).filter((o) => o._id !== order._id));
          notify.success('Order deleted successfully.');
        })
        .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to delete order'));
    },
  });

  return (
    <section>
      <PageTitle>Orders</PageTitle>
      <UnappliedPayments />
      <SelectField label="Show" value={filter} onChange={(e) => setFilter(e.target.value)}>
        {FILTERS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {orders === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : orders.length === 0 ? (
        <StatusText>No orders found.</StatusText>
      ) : wide ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id} data-testid="admin-order">
                <td>
                  {order.customer.name}
                  <br />
                  {order.phone}
                </td>
                <td>
                  <Items order={order} />
                </td>
                <td>{money(order)}</td>
                <td>{state(order)}</td>
                <td>{when(order)}</td>
                <td>
                  <OrderActions order={order} {...act(order)} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Cards>
          {orders.map((order) => (
            <li key={order._id} data-testid="admin-order">
              <p>
                <strong>{order.customer.name}</strong> · {order.phone} · {when(order)}
              </p>
              <Items order={order} />
              <p>{money(order)}</p>
              <p>{state(order)}</p>
              <OrderActions order={order} {...act(order)} />
            </li>
          ))}
        </Cards>
      )}
    </section>
  );
}
