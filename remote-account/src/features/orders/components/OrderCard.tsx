import { CASH_STATE_LABELS, serverMessage, type OrderJson, type ReturnJson } from '@store/shared/api';
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES, type ProductionStage } from '@store/shared/catalog';
import { describeSize, formatDay, formatRupees } from '@store/shared/format';
import { Button, notify, theme } from '@store/shared/ui';
import { downloadInvoice } from '../api/documents';
import type { MyRating } from '../api/ordersApi';
import styled from 'styled-components';
import { useState } from 'react';
import { PayBalanceButton } from './PayBalanceButton';
import { RateProduct } from './RateProduct';
import { ReturnForm } from './ReturnForm';
import { ReturnStatus } from './ReturnStatus';

const Card = styled.article`
  padding: 16px 20px;
  border: 1px solid ${theme.color.line};
  border-radius: 8px;
  display: grid;
  gap: 8px;
  h3 {
    margin: 0;
    font: 600 16px/1.3 ${theme.font.body};
  }
  p,
  ul {
    margin: 0;
  }
`;

const Status = styled.span<{ $paid: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  background: ${({ $paid }) => ($paid ? theme.color.successSoft : theme.color.warningSoft)};
  color: ${({ $paid }) => ($paid ? theme.color.success : theme.color.accentDark)};
`;

const STATUS_TEXT: Record<string, string> = { paid: 'Paid', 'partial-paid': 'Partly paid' };

/** A cash order owes its whole total at the door: 'Partly paid' would say something was paid. */
const statusText = (order: OrderJson) =>
  order.status !== 'paid' && order.cash ? 'Cash on delivery' : (STATUS_TEXT[order.status] ?? order.status);

const Timeline = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: ${theme.color.muted};
  li[data-done] {
    color: ${theme.color.success};
  }
  li[aria-current='step'] {
    color: ${theme.color.ink};
    font-weight: 700;
  }
`;

/** Where a made-to-measure piece is in the workshop: each stage, done, current or to come. */
function PieceTimeline({ name, stage }: { name: string; stage: string }) {
  const at = PRODUCTION_STAGES.indexOf(stage as ProductionStage);
  return (
    <Timeline aria-label={`Progress of ${name}`}>
      {PRODUCTION_STAGES.map((step, index) => (
        <li key={step} data-done={index < at ? '' : undefined} aria-current={index === at ? 'step' : undefined}>
          {index < at ? '✓ ' : ''}
          {PRODUCTION_STAGE_LABELS[step]}
        </li>
      ))}
    </Timeline>
  );
}

/** Where the order is, in the words a shopper uses. */
const JOURNEY_TEXT: Record<OrderJson['fulfilment'], string> = {
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * One order (product §2): status, date, address, total in rupees, items with name and size. Beyond
 * the product description: 'Pay balance' while part is due, and stars to rate each product once it is completed
 * (for a signed-in customer, whose ratings are passed in).
 */
export function OrderCard({
  order,
  ratings,
  onChange,
}: {
  order: OrderJson;
  ratings: ReadonlyMap<string, MyRating> | null;
  onChange: (order: OrderJson) => void;
}) {
  const address = order.shippingAddress;
  const [asking, setAsking] = useState<string | null>(null);
  const returnUntil = order.afterSale?.returnUntil ? new Date(order.afterSale.returnUntil) : null;
  const windowOpen = returnUntil !== null && returnUntil.getTime() > Date.now();
  // The piece's latest request: a refused one may be asked again.
  const returnOf = (lineId: string) => order.afterSale?.returns.filter((entry) => entry.lineId === lineId).pop();
  // Once the form closes, focus goes back to its piece (its new status, or the button again), not to the page's top.
  // A sent request's status may reach the card a render after the form closes: focus waits for it.
  const [refocus, setRefocus] = useState<{ lineId: string; on: 'status' | 'button' } | null>(null);
  const focusOnReturn = (lineId: string, on: 'status' | 'button') => (element: HTMLElement | null) => {
    if (element && refocus?.lineId === lineId && refocus.on === on) {
      element.focus();
      setRefocus(null);
    }
  };
  const close = (lineId: string, on: 'status' | 'button') => {
    setAsking(null);
    setRefocus({ lineId, on });
  };
  const asked = (request: NonNullable<ReturnType<typeof returnOf>>) => {
    close(request.lineId, 'status');
    notify.success('Your request is sent. We will text you at every step.');
    if (order.afterSale)
      onChange({ ...order, afterSale: { ...order.afterSale, returns: [...order.afterSale.returns, request] } });
  };
  return (
    <Card aria-label={`Order of ${new Date(order.createdAt).toLocaleDateString('en-IN')}`}>
      <h3>
        <Status $paid={order.status === 'paid'}>{statusText(order)}</Status> {order.orderNumber} ·{' '}
        {JOURNEY_TEXT[order.fulfilment]}
        {order.completed ? ' · Completed' : ''} ·{' '}
        {new Date(order.createdAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}
      </h3>
      {/* Confirmed by its link, code or WhatsApp button: the shopper sees it took. */}
      {order.cash ? <p data-testid="cash-state">{CASH_STATE_LABELS[order.cash.state]}</p> : null}
      {order.fulfilment === 'processing' && order.expectedDispatch ? (
        <p>Expected dispatch by {formatDay(order.expectedDispatch)}</p>
      ) : null}
      {order.shipment ? (
        <p>
          Shipped with {order.shipment.courier}, tracking number {order.shipment.trackingNumber}
          {order.shipment.trackingUrl ? (
            <>
              {' · '}
              <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                Track your parcel
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p>
        {address.street}, {address.city}, {address.state} {address.zip}
      </p>
      <p>
        Total: <strong>{formatRupees(order.totalAmount)}</strong>
        {order.amountDue > 0 ? ` (paid ${formatRupees(order.paidAmount)}, due ${formatRupees(order.amountDue)})` : ''}
      </p>
      <ul>
        {order.items.map((item) => (
          <li key={item._id}>
            {item.name} (Size: {describeSize(item.size)})
            {item.stage && order.fulfilment === 'processing' ? (
              <PieceTimeline name={item.name} stage={item.stage} />
            ) : null}
            {order.completed && ratings ? (
              <RateProduct productId={item.productId} name={item.name} saved={ratings.get(item.productId)} />
            ) : null}
            {returnOf(item._id) ? (
              <ReturnStatus
                ref={focusOnReturn(item._id, 'status')}
                orderId={order._id}
                request={returnOf(item._id) as ReturnJson}
              />
            ) : null}
            {windowOpen && (!returnOf(item._id) || returnOf(item._id)?.state === 'refused') ? (
              asking === item._id ? (
                <ReturnForm order={order} item={item} onDone={asked} onCancel={() => close(item._id, 'button')} />
              ) : (
                <div>
                  <Button
                    ref={focusOnReturn(item._id, 'button')}
                    type="button"
                    $variant="ghost"
                    onClick={() => setAsking(item._id)}
                  >
                    {item.stage ? 'Ask for an alteration' : 'Return or exchange'}
                  </Button>
                </div>
              )
            ) : null}
          </li>
        ))}
      </ul>
      {windowOpen && returnUntil ? (
        <p>
          Returns and exchanges until{' '}
          {returnUntil.toLocaleDateString('en-IN', {
            timeZone: 'Asia/Kolkata',
            day: 'numeric',
            month: 'short',
            year: 'numeric',
          })}
        </p>
      ) : null}
      {order.amountDue === 0 ? (
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              void downloadInvoice(order._id).catch((error: unknown) =>
                notify.error(serverMessage(error) ?? 'The invoice could not be made right now'),
              )
            }
          >
            Download invoice
          </Button>
        </div>
      ) : null}
      {/* A cash order's rest is the courier's to collect, not a card payment. */}
      {order.status === 'partial-paid' && order.amountDue > 0 && order.fulfilment !== 'cancelled' && !order.cash ? (
        <div>
          <PayBalanceButton order={order} onPaid={onChange} />
        </div>
      ) : null}
    </Card>
  );
}
