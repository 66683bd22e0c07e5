import { serverMessage, type OrderJson } from '@store/shared/api';
import { describeSize, formatRupees } from '@store/shared/format';
import { Button, Field, PageTitle, SelectField, StatusText, notify, theme, useLoad } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { downloadOrdersCsv, fetchOrderPage, movePieces, type OrderFilter } from '../../../api/orders';
import { useOrderActions } from '../hooks/useOrderActions';
import { useWideScreen } from '../hooks/useWideScreen';
import { FULFILMENT_LABELS, OrderActions } from './OrderActions';
import { OrderPage } from './OrderPage';
import { StageControl, tailoredPieces } from './StageControl';
import { UnappliedPayments } from './UnappliedPayments';

const FILTERS: [string, string][] = [
  ['', 'All orders'],
  ['paid', 'Paid in full'],
  ['partial-paid', 'Partly paid'],
  ...Object.entries(FULFILMENT_LABELS),
];

const Toolbar = styled.div`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  > button {
    margin-bottom: 14px;
  }
`;

const OrderLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.accentDark};
  font: 600 14px/1.3 ${theme.font.body};
  text-decoration: underline;
  cursor: pointer;
`;

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

/** The search box waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The order desk (product §7): search by order number, phone or name, filters, pages of 50
 * newest first, CSV export; a table on desktop and cards on phones; an order opens its page.
 */
export function OrdersTab() {
  const wide = useWideScreen();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<OrderFilter>({ q: '', status: '', from: '', to: '' });
  const [open, setOpen] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    // The same words keep the same filter: a new object would load the list again over any change made meanwhile.
    const q = typed.trim();
    const timer = setTimeout(
      () => setFilter((current) => (current.q === q ? current : { ...current, q })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed]);
  const { data: page, update } = useLoad((signal) => fetchOrderPage(filter, undefined, signal), [filter], {
    fallback: { orders: [] as OrderJson[], nextCursor: null },
    onError: () => notify.error('Failed to fetch dashboard data'),
  });
  const orders = page?.orders ?? null;
  const setOrders = (change: (list: OrderJson[]) => OrderJson[]) =>
    update((current) => ({ ...current, orders: change(current.orders) }));
  const replace = (changed: OrderJson) => setOrders((list) => list.map((o) => (o._id === changed._id ? changed : o)));
  const { actionsFor: act, dialog } = useOrderActions(replace, (id) =>
    setOrders((list) => list.filter((o) => o._id !== id)),
  );

  const loadMore = () => {
    if (!page?.nextCursor) return;
    setMore(true);
    fetchOrderPage(filter, page.nextCursor)
      .then((next) =>
        update((current) => ({ orders: [...current.orders, ...next.orders], nextCursor: next.nextCursor })),
      )
      .catch((error: unknown) => notify.error(serverMessage(error) ?? 'Failed to fetch dashboard data'))
      .finally(() => setMore(false));
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  /** The made-to-measure pieces of every selected order that are not yet at `stage`, moved there at once. */
  const moveSelected = (stage: string) => {
    const pieces = (orders ?? []).filter((o) => selected.has(o._id)).flatMap((o) => tailoredPieces(o, stage));
    if (pieces.length === 0) {
      notify.warning('None of the selected orders has a made-to-measure piece before that stage');
      return;
    }
    movePieces(pieces, stage)
      .then((changed) => {
        for (const order of changed) replace(order);
        setSelected(new Set());
        notify.success(`Moved ${pieces.length} made-to-measure ${pieces.length === 1 ? 'piece' : 'pieces'}`);
      })
      .catch((error: unknown) => notify.error(serverMessage(error) ?? 'The pieces could not be moved'));
  };
  const exportCsv = () =>
    downloadOrdersCsv(filter).catch((error: unknown) => notify.error(serverMessage(error) ?? 'The export failed'));
  const set = (key: keyof OrderFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value }));

  if (open)
    return (
      <OrderPage
        id={open}
        onBack={() => setOpen(null)}
        onChanged={(order) => (order ? replace(order) : setOrders((list) => list.filter((o) => o._id !== open)))}
      />
    );

  const number = (order: OrderJson) => (
    <>
      <input
        type="checkbox"
        aria-label={`Select order ${order.orderNumber}`}
        checked={selected.has(order._id)}
        onChange={() => toggle(order._id)}
      />{' '}
      <OrderLink type="button" onClick={() => setOpen(order._id)}>
        {order.orderNumber}
      </OrderLink>
    </>
  );
  return (
    <section>
      <PageTitle>Orders</PageTitle>
      <UnappliedPayments />
      <Toolbar role="search" aria-label="Find orders">
        <Field
          label="Search"
          type="search"
          placeholder="Order number, phone or name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectField label="Show" value={filter.status} onChange={set('status')}>
          {FILTERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <Field label="Placed from" type="date" value={filter.from} onChange={set('from')} />
        <Field label="Placed to" type="date" value={filter.to} onChange={set('to')} />
        <Button type="button" $variant="secondary" onClick={exportCsv}>
          Export CSV
        </Button>
      </Toolbar>
      {selected.size ? (
        <p role="group" aria-label="Selected orders">
          {selected.size} selected: move their made-to-measure pieces{' '}
          <StageControl label="Move the selected orders' pieces to" from="received" onMove={moveSelected} />
        </p>
      ) : null}
      {orders === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : orders.length === 0 ? (
        <StatusText>No orders found.</StatusText>
      ) : wide ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">Order</th>
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
                <td>{number(order)}</td>
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
                {number(order)} · <strong>{order.customer.name}</strong> · {order.phone} · {when(order)}
              </p>
              <Items order={order} />
              <p>{money(order)}</p>
              <p>{state(order)}</p>
              <OrderActions order={order} {...act(order)} />
            </li>
          ))}
        </Cards>
      )}
      {page?.nextCursor ? (
        <Button type="button" $variant="secondary" disabled={more} onClick={loadMore}>
          {more ? 'Loading...' : 'Load more orders'}
        </Button>
      ) : null}
      {dialog}
    </section>
  );
}
