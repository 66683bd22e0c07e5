import { serverMessage, type OrderJson, type ReturnJson } from '@store/shared/api';
import { PRODUCTION_STAGES, productText, stateNameIn, type ProductionStage } from '@store/shared/catalog';
import { describeSize, formatRupees } from '@store/shared/format';
import { useFormatDate, useLocale } from '@store/shared/i18n';
import { Button, notify, theme } from '@store/shared/ui';
import { useT, type AccountT } from '../../../i18n';
import { downloadInvoice, downloadOrderCreditNote } from '../api/documents';
import type { MyRating } from '../api/ordersApi';
import styled from 'styled-components';
import { useState } from 'react';
import { ParcelTracking } from './ParcelTracking';
import { PayBalanceButton } from './PayBalanceButton';
import { RateProduct } from './RateProduct';
import { ReturnForm } from './ReturnForm';
import { ReturnStatus } from './ReturnStatus';
import { CASH_KEYS, JOURNEY_KEYS, STAGE_KEYS } from '../labels';

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

/** A cash order owes its whole total at the door: 'Partly paid' would say something was paid. */
function statusText(t: AccountT, order: OrderJson): string {
  if (order.status !== 'paid' && order.cash) return t('account.order.cashOnDelivery');
  if (order.status === 'paid') return t('account.order.paid');
  return order.status === 'partial-paid' ? t('account.order.partPaid') : order.status;
}

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

/** The order's documents side by side, wrapping on a phone: its invoice and any credit notes. */
const Documents = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Where a made-to-measure piece is in the workshop: each stage, done, current or to come. */
function PieceTimeline({ name, stage }: { name: string; stage: string }) {
  const t = useT();
  const at = PRODUCTION_STAGES.indexOf(stage as ProductionStage);
  return (
    <Timeline aria-label={t('account.order.progressOf', { name })}>
      {PRODUCTION_STAGES.map((step, index) => (
        <li key={step} data-done={index < at ? '' : undefined} aria-current={index === at ? 'step' : undefined}>
          {index < at ? '✓ ' : ''}
          {t(STAGE_KEYS[step])}
        </li>
      ))}
    </Timeline>
  );
}

/**
 * One order (product §2): status, date, address, total in rupees, items with name and size. Beyond
 * the product description: 'Pay balance' while part is due, and stars to rate each product once it is delivered
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
  const t = useT();
  const locale = useLocale();
  const format = useFormatDate();
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
    notify.success(t('account.order.requestSent'));
    if (order.afterSale)
      onChange({ ...order, afterSale: { ...order.afterSale, returns: [...order.afterSale.returns, request] } });
  };
  return (
    <Card aria-label={t('account.order.label', { date: format.date(order.createdAt) })}>
      <h3>
        <Status $paid={order.status === 'paid'}>{statusText(t, order)}</Status> {order.orderNumber} ·{' '}
        {t(JOURNEY_KEYS[order.fulfilment])}
        {order.completed ? ` · ${t('account.order.completed')}` : ''} · {format.date(order.createdAt)}
      </h3>
      {/* Confirmed by its link, code or WhatsApp button: the shopper sees it took. */}
      {order.cash ? <p data-testid="cash-state">{t(CASH_KEYS[order.cash.state])}</p> : null}
      {order.fulfilment === 'processing' && order.expectedDispatch ? (
        <p>{t('account.order.expectedDispatch', { day: format.day(order.expectedDispatch) })}</p>
      ) : null}
      {order.shipment ? (
        <p>
          {/* Booked with the courier before it collects the parcel: not shipped yet. */}
          {t(order.fulfilment === 'processing' ? 'account.order.bookedWith' : 'account.order.shippedWith', {
            courier: order.shipment.courier,
            trackingNumber: order.shipment.trackingNumber,
          })}
          {order.shipment.trackingUrl ? (
            <>
              {' · '}
              <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                {t('account.order.track')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {/* Booked with a courier: its events, asked for when she opens them. */}
      {order.shipment ? <ParcelTracking orderId={order._id} /> : null}
      <p>
        {address.street}, {address.city}, {stateNameIn(address.state, locale)} {address.zip}
      </p>
      <p>
        {t('account.order.total')} <strong>{formatRupees(order.totalAmount)}</strong>
        {order.amountDue > 0
          ? ` ${t('account.order.paidAndDue', { paid: formatRupees(order.paidAmount), due: formatRupees(order.amountDue) })}`
          : ''}
      </p>
      {order.balances
        ? (['credit', 'giftCard'] as const)
            .filter((from) => order.balances?.[from])
            .map((from) => (
              <p key={from}>
                {t('account.order.paidWith', { amount: formatRupees(order.balances?.[from] ?? 0), from })}
              </p>
            ))
        : null}
      <ul>
        {order.items.map((item) => {
          // The product's Hindi name on a Hindi page, where it has one; the English it was sold under otherwise.
          const name = productText({ ...item, description: '' }, locale).name;
          return (
            <li key={item._id}>
              {t('account.order.item', { name, size: describeSize(item.size, locale) })}
              {item.stage && order.fulfilment === 'processing' ? (
                <PieceTimeline name={name} stage={item.stage} />
              ) : null}
              {(order.fulfilment === 'delivered' || order.completed) && ratings ? (
                <RateProduct productId={item.productId} name={name} saved={ratings.get(item.productId)} />
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
                      {item.stage ? t('account.order.askAlteration') : t('account.order.returnOrExchange')}
                    </Button>
                  </div>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
      {windowOpen && returnUntil ? <p>{t('account.order.returnsUntil', { date: format.date(returnUntil) })}</p> : null}
      {order.amountDue === 0 ? (
        <Documents>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              void downloadInvoice(order._id).catch((error: unknown) =>
                notify.error(serverMessage(error) ?? t('account.order.invoiceFailed')),
              )
            }
          >
            {t('account.order.downloadInvoice')}
          </Button>
          {/* Cancelled, or its parcel came back: the notes that cancel that invoice. */}
          {order.creditNotes?.map((number) => (
            <Button
              key={number}
              type="button"
              $variant="secondary"
              onClick={() =>
                void downloadOrderCreditNote(order._id, number).catch((error: unknown) =>
                  notify.error(serverMessage(error) ?? t('account.return.creditNoteFailed')),
                )
              }
            >
              {t('account.order.creditNote', { number })}
            </Button>
          ))}
        </Documents>
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
