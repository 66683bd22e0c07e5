import { CASH_STATE_LABELS, serverMessage, type OrderJson } from '@store/shared/api';
import type { DeskCashFilter } from '@store/shared/schemas';
import { formatIndiaDate, formatRupees } from '@store/shared/format';
import { useAppDispatch } from '@store/shared/store';
import { Button, Field, PageTitle, SelectField, StatusText, notify, theme } from '@store/shared/ui';
import { Fragment, useEffect, useState } from 'react';
import styled from 'styled-components';
import { downloadOrdersCsv } from '../api/orderDocuments';
import { ordersApi, type OrderFilter } from '../api/ordersApi';
import { useOrderActions } from '../hooks/useOrderActions';
import { useWideScreen } from '../hooks/useWideScreen';
import { FULFILMENT_LABELS, OrderActions } from './OrderActions';
import { describePiece } from './MeasurementSheet';
import { OrderPage } from './OrderPage';
import { StageControl, tailoredPieces } from './StageControl';
import { StockShortBadge } from './StockShort';
import { UnappliedPayments } from './UnappliedPayments';
import { DueText } from './orderMoney';

const FILTERS: [string, string][] = [
  ['', 'All orders'],
  ['paid', 'Paid in full'],
  ['partial-paid', 'Partly paid'],
  ...Object.entries(FULFILMENT_LABELS),
];

/** Where a cash order's money is, as the desk works through it. */
const CASH_FILTERS: Record<DeskCashFilter, string> = {
  'awaiting-confirmation': 'Awaiting confirmation',
  confirmed: 'Confirmed',
  'to-collect': 'Cash to collect (delivered)',
  collected: 'Cash collected',
  refused: 'Delivery refused',
  cancelled: 'Not confirmed, cancelled',
};

/** Search across the top on phones; on a laptop one row, the search widest so its hint fits. */
const Toolbar = styled.div`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  > :first-child,
  > button {
    grid-column: 1 / -1;
  }
  > button {
    margin-bottom: 14px;
  }
  /* The stock-short switch has a line of its own under the fields. */
  > label:last-child {
    grid-column: 1 / -1;
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(220px, 2fr) repeat(4, minmax(130px, 1fr)) auto;
    > :first-child,
    > button {
      grid-column: auto;
    }
  }
`;

const Switch = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 14px;
  font-size: ${theme.size.sm};
  input {
    width: 18px;
    height: 18px;
    accent-color: ${theme.color.accent};
  }
`;

/** Order numbers, money and dates read in one line each, their figures lined up. */
const figures = `
  white-space: nowrap;
  font-variant-numeric: lining-nums tabular-nums;
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 16px 0;
`;

const OrderLink = styled.button`
  ${figures}
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
  /* Every column but the items and the actions is as wide as its longest line. */
  td:nth-child(1),
  td:nth-child(2),
  td:nth-child(4),
  td:nth-child(6) {
    ${figures}
  }
  td:nth-child(7) {
    min-width: 200px;
  }
`;

const Part = styled.span`
  white-space: nowrap;
`;

/** The paid and due amounts under the total, smaller. */
const Breakdown = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  ${figures}
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

function Money({ order }: { order: OrderJson }) {
  return (
    <>
      <strong>{formatRupees(order.totalAmount)}</strong>
      <Breakdown>
        paid {formatRupees(order.paidAmount)} · <DueText order={order} />
      </Breakdown>
    </>
  );
}
/** The day it was placed in India, as the order's page and the filters count days, whatever the browser's clock. */
const when = (order: OrderJson) => formatIndiaDate(order.createdAt);
/** Paid or partly, where the order is, and Completed; a line breaks only between them. */
function State({ order }: { order: OrderJson }) {
  const parts = [
    // A cash order's money is told by its cash state instead of 'Partly paid'.
    ...(order.status === 'paid' ? ['Paid'] : order.cash ? [] : ['Partly paid']),
    FULFILMENT_LABELS[order.fulfilment] ?? order.fulfilment,
    // A cash order says where its money is: awaiting confirmation, confirmed, collected.
    ...(order.cash ? [CASH_STATE_LABELS[order.cash.state]] : []),
    ...(order.completed ? ['Completed'] : []),
  ];
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index ? ' · ' : null}
          <Part>{part}</Part>
        </Fragment>
      ))}
      {order.stockShort ? ' ' : null}
      <StockShortBadge order={order} />
    </>
  );
}

function Items({ order }: { order: OrderJson }) {
  return (
    <ul>
      {order.items.map((item) => (
        <li key={item._id}>
          {item.name} ({describePiece(item)})
        </li>
      ))}
    </ul>
  );
}

/** The search box waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The order desk (product §7): search by order number, phone or name, filters (fulfilment and
 * payment, cash state, stock short: a paid piece that sold out, badged on its row), pages of 50
 * newest first, CSV export; a table on desktop and cards on phones; an order opens its page.
 */
export function OrdersTab() {
  const wide = useWideScreen();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<OrderFilter>({ q: '', status: '', from: '', to: '', cash: '', stockShort: '' });
  const [open, setOpen] = useState<string | null>(null);
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
  // Pages are kept per filter: a page still on its way when the filter changes joins its own list only.
  const listed = ordersApi.useDeskOrdersInfiniteQuery(filter);
  const [movePieces] = ordersApi.useMovePiecesMutation();
  const dispatch = useAppDispatch();
  const orders = listed.currentData?.pages.flatMap((page) => page.orders) ?? null;
  // A change shows at once; the lists' refetch (`{ Order, 'LIST' }` was invalidated) then confirms it.
  const setOrders = (change: (list: OrderJson[]) => OrderJson[]) =>
    dispatch(
      ordersApi.util.updateQueryData('deskOrders', filter, (data) => {
        for (const page of data.pages) page.orders = change(page.orders);
      }),
    );
  const replace = (changed: OrderJson) => setOrders((list) => list.map((o) => (o._id === changed._id ? changed : o)));
  const { actionsFor: act, dialog } = useOrderActions(replace, (id) =>
    setOrders((list) => list.filter((o) => o._id !== id)),
  );

  const loadMore = () =>
    void listed
      .fetchNextPage()
      .unwrap()
      .catch(() => notify.error('Could not load more orders. Check your connection and retry.'));
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
    movePieces({ items: pieces, stage })
      .unwrap()
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
        <SelectField label="Cash on delivery" value={filter.cash} onChange={set('cash')}>
          <option value="">All orders</option>
          {Object.entries(CASH_FILTERS).map(([value, label]) => (
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
        <Switch>
          <input
            type="checkbox"
            checked={filter.stockShort === 'true'}
            onChange={(event) =>
              setFilter((current) => ({ ...current, stockShort: event.target.checked ? 'true' : '' }))
            }
          />
          Only orders with a piece sold out before payment (stock short)
        </Switch>
      </Toolbar>
      {selected.size ? (
        <p role="group" aria-label="Selected orders">
          {selected.size} selected: move their made-to-measure pieces{' '}
          <StageControl label="Move the selected orders' pieces to" from="received" onMove={moveSelected} />
        </p>
      ) : null}
      {listed.isError && !listed.isFetchNextPageError ? (
        <Failed role="alert">
          Could not load orders. Check your connection and retry.{' '}
          <Button type="button" $variant="secondary" onClick={() => void listed.refetch()}>
            Retry
          </Button>
        </Failed>
      ) : orders === null ? (
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
                <td>
                  <Money order={order} />
                </td>
                <td>
                  <State order={order} />
                </td>
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
              <p>
                <Money order={order} />
              </p>
              <p>
                <State order={order} />
              </p>
              <OrderActions order={order} {...act(order)} />
            </li>
          ))}
        </Cards>
      )}
      {listed.currentData && listed.hasNextPage ? (
        <Button type="button" $variant="secondary" disabled={listed.isFetchingNextPage} onClick={loadMore}>
          {listed.isFetchingNextPage ? 'Loading...' : 'Load more orders'}
        </Button>
      ) : null}
      {dialog}
    </section>
  );
}
