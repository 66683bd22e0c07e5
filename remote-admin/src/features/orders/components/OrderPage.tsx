import { serverMessage, type OrderJson } from '@store/shared/api';
import { formatDay, formatIndiaDateTime, formatRupees, numberForFile } from '@store/shared/format';
import { Button, notify, StatusText, TextAreaField, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import { downloadOrderDocument } from '../api/orderDocuments';
import { ordersApi } from '../api/ordersApi';
import { useOrderActions } from '../hooks/useOrderActions';
import { describePiece, MeasurementSheet } from './MeasurementSheet';
import { FULFILMENT_LABELS, OrderActions } from './OrderActions';
import { StageControl } from './StageControl';
import { CashPanel } from './CashPanel';
import { ShipmentPanel } from './ShipmentPanel';
import { CustomerCredit } from './CustomerCredit';
import { CashRiskLine } from './CashRiskLine';
import { CancelledRefund, refundable } from './CancelledRefund';
import { describeEvent } from './historyText';
import { dueOf, DueText } from './orderMoney';
import { STOCK_SHORT_HELP, StockShortBadge, StockShortPiece } from './StockShort';

const Page = styled.article`
  display: grid;
  gap: 18px;
  section {
    padding: 14px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
  }
  h2 {
    margin: 0 0 4px;
    font: 600 22px/1.2 ${theme.font.display};
    font-variant-numeric: lining-nums;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  p,
  ul,
  ol {
    margin: 0;
  }
  ul,
  ol {
    padding-left: 18px;
    display: grid;
    gap: 4px;
  }
`;

/** Back to the list, at the start of the page's line (a grid would stretch and centre it). */
const Back = styled(Button)`
  justify-self: start;
  padding-left: 0;
`;

const Columns = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
`;

/** The order's documents side by side, wrapping on a phone: its invoice and any credit notes. */
const Documents = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const when = (at: string) => formatIndiaDateTime(at);

const PAYMENT_TYPES: Record<string, string> = {
  full: 'Paid in full',
  partial: '20% now',
  balance: 'Balance',
  cash: 'Cash (courier remittance)',
};

/** One order on the desk (product §7): everything needed to fulfil it, its payments, history and notes. */
export function OrderPage({
  id,
  onBack,
  onChanged,
}: {
  id: string;
  onBack: () => void;
  onChanged: (order: OrderJson | null) => void;
}) {
  // Each change below invalidates `{ Order, id }`: the page reads itself again, keeping what it shows meanwhile.
  const detail = ordersApi.useDeskOrderQuery(id);
  const [addOrderNote] = ordersApi.useAddOrderNoteMutation();
  const [movePieces] = ordersApi.useMovePiecesMutation();
  const [markPieceSellable] = ordersApi.useMarkPieceSellableMutation();
  const [note, setNote] = useState('');
  const { actionsFor: actions, dialog } = useOrderActions(onChanged, () => {
    onChanged(null);
    onBack();
  });
  const back = (
    <Back type="button" $variant="ghost" onClick={onBack}>
      ← All orders
    </Back>
  );
  if (detail.isError)
    return (
      <>
        {back}
        <StatusText role="alert">This order could not be loaded.</StatusText>
      </>
    );
  if (!detail.data) return <StatusText role="status">Loading...</StatusText>;
  const { order, contact, address, payments, history, notes } = detail.data;

  const download = (document: Parameters<typeof downloadOrderDocument>[1]) =>
    downloadOrderDocument(id, document).catch((error: unknown) =>
      notify.error(serverMessage(error) ?? 'The document could not be made'),
    );

  const moveTo = (item: number, stage: string) =>
    movePieces({ items: [{ orderId: id, item }], stage })
      .unwrap()
      .then(([changed]) => {
        if (changed) onChanged(changed);
        notify.success(`Moved to ${PRODUCTION_STAGE_LABELS[stage as ProductionStage]}`);
      })
      .catch((error: unknown) => notify.error(serverMessage(error) ?? 'The piece could not be moved'));

  const backOnSale = (item: OrderJson['items'][number]) =>
    markPieceSellable({ id, lineId: item._id })
      .unwrap()
      .then((changed) => {
        onChanged(changed);
        notify.success(`${item.name}: back on sale`);
      })
      .catch((error: unknown) => notify.error(serverMessage(error) ?? 'The piece could not be put back on sale'));

  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    addOrderNote({ id, text: note })
      .unwrap()
      .then(() => {
        setNote('');
        notify.success('Note added');
      })
      .catch((error: unknown) => notify.error(serverMessage(error) ?? 'The note could not be saved'));
  };

  return (
    <Page aria-label={`Order ${order.orderNumber}`}>
      {back}
      <header>
        <h2>
          {order.orderNumber} <StockShortBadge order={order} />
        </h2>
        <p>
          Placed {when(order.createdAt)} ·{' '}
          {order.status === 'paid' ? 'Paid' : order.cash ? 'Cash on delivery' : 'Partly paid'} ·{' '}
          {FULFILMENT_LABELS[order.fulfilment]}
          {order.completed ? ' · Completed' : ''}
          {order.expectedDispatch && order.fulfilment === 'processing'
            ? ` · Dispatch by ${formatDay(order.expectedDispatch)}`
            : ''}
        </p>
        {order.stockShort ? <p role="note">{STOCK_SHORT_HELP}</p> : null}
      </header>
      <OrderActions order={order} {...actions(order)} />
      <CashRiskLine risk={detail.data.cashRisk} />
      <CashPanel
        order={order}
        collected={payments
          .filter((payment) => payment.type === 'cash')
          .reduce((sum, payment) => sum + payment.amount, 0)}
        onChanged={onChanged}
      />
      <ShipmentPanel order={order} />
      {contact.customerId ? <CustomerCredit customerId={contact.customerId} /> : null}
      <Columns>
        <section aria-label="Contact">
          <h3>Contact</h3>
          <p>{contact.name}</p>
          <p>{contact.phone}</p>
          <p>{contact.email ?? 'No e-mail given'}</p>
        </section>
        <section aria-label="Ship to">
          <h3>Ship to</h3>
          <p>{address.street}</p>
          {address.landmark ? <p>{address.landmark}</p> : null}
          <p>
            {address.city}, {address.state} {address.zip}
          </p>
          {order.shipment ? (
            <p>
              {order.shipment.courier} · {order.shipment.trackingNumber}
            </p>
          ) : null}
        </section>
      </Columns>
      <section aria-label="Items">
        <h3>Items</h3>
        <ul>
          {order.items.map((item, index) => (
            <li key={item._id}>
              {item.name} · {formatRupees(item.price)} · {describePiece(item)}
              {item.stockShort ? ' ' : null}
              <StockShortPiece item={item} />
              {item.restock === 'due' ? (
                <>
                  {' · On its way back from the refused delivery '}
                  <Button type="button" $variant="secondary" onClick={() => void backOnSale(item)}>
                    Back with us: put on sale
                  </Button>
                </>
              ) : item.restock === 'done' ? (
                ' · Back on sale'
              ) : null}
              {item.stage && order.fulfilment === 'processing' ? (
                <>
                  {' '}
                  <StageControl
                    label={`Move ${item.name} to`}
                    from={item.stage}
                    onMove={(stage) => void moveTo(index, stage)}
                  />
                </>
              ) : null}
              {item.stage ? <MeasurementSheet name={item.name} size={item.size} /> : null}
            </li>
          ))}
        </ul>
        <p>
          Total {formatRupees(order.totalAmount)}
          {order.discount ? ` (after ${formatRupees(order.discount)} off with ${order.couponCode})` : ''} · paid{' '}
          {formatRupees(order.paidAmount)} · <DueText order={order} />
        </p>
      </section>
      <section aria-label="Payments">
        <h3>Payments</h3>
        <Documents>
          {order.status === 'paid' && dueOf(order) === 0 ? (
            <Button type="button" $variant="secondary" onClick={() => void download('invoice')}>
              Download tax invoice
            </Button>
          ) : null}
          {order.creditNotes?.map((number) => (
            <Button
              key={number}
              type="button"
              $variant="secondary"
              onClick={() => void download(`credit-notes/${numberForFile(number)}`)}
            >
              Credit note {number}
            </Button>
          ))}
        </Documents>
        {payments.length === 0 ? (
          <p>No payment recorded.</p>
        ) : (
          <ul>
            {payments.map((payment) => (
              <li key={payment.paymentId}>
                {when(payment.at)} · {PAYMENT_TYPES[payment.type] ?? payment.type} · {formatRupees(payment.amount)} ·{' '}
                {payment.paymentId} (order {payment.providerOrderId})
                {payment.unappliedReason ? ` · not added: ${payment.unappliedReason}` : ''}
                {payment.refunded ? ` · refunded ${formatRupees(payment.refunded)}` : ''}
                {payment.unappliedReason ? null : (
                  <>
                    {' · '}
                    <Button
                      type="button"
                      $variant="ghost"
                      onClick={() => void download(`receipts/${payment.paymentId}`)}
                    >
                      Receipt
                    </Button>
                  </>
                )}
                {/* On a line of their own under the payment. */}
                {refundable(order, payment) ? (
                  <CancelledRefund orderId={id} payment={payment} customerId={contact.customerId ?? null} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="History">
        <h3>History</h3>
        {history.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <ol>
            {history.map((event) => (
              <li key={`${event.at}-${event.kind}`}>
                {when(event.at)} · {describeEvent(event, order)} · by {event.by}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label="Internal notes">
        <h3>Internal notes</h3>
        {notes.length ? (
          <ul>
            {notes.map((entry) => (
              <li key={entry._id}>
                {when(entry.at)} · {entry.by}: {entry.text}
              </li>
            ))}
          </ul>
        ) : null}
        <form onSubmit={saveNote}>
          <TextAreaField
            label="Add a note (the customer never sees it)"
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" disabled={!note.trim()}>
            Add note
          </Button>
        </form>
      </section>
      {dialog}
    </Page>
  );
}
