import {
  loginRequested,
  readGuestOrders,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from '@store/shared/store';
import { isMadeToMeasure } from '@store/shared/catalog';
import { describeSize, formatDay, formatIndianPhone, formatRs } from '@store/shared/format';
import { Button, PageContainer, PageTitle, theme } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@store/shared/router';
import styled from 'styled-components';
import type { PlacedOrderState } from '../../../lib/placedOrder';

const Card = styled.div`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  p {
    color: ${theme.color.muted};
    line-height: 1.6;
  }
`;

const Summary = styled.section`
  margin: ${theme.space.lg} 0 0;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.line};
  text-align: left;
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.size.xl};
  }
  ul {
    margin: 0 0 ${theme.space.md};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.color.line};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  p {
    margin: ${theme.space.md} 0 0;
    color: ${theme.color.ink};
  }
`;

/** A cash order's request to confirm it: the one thing left for the shopper to do. */
const Confirm = styled.p`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  && {
    color: ${theme.color.ink};
  }
`;

/** '26 Nov, 10:15 am' in India time. */
const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

/** /ordersuccess (product §2): thanks, and the way to the order history. */
export function OrderSuccessPage() {
  const navigate = useNavigate();
  const placed = useLocation().state as PlacedOrderState | null;
  const order = placed?.order ?? null;
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [awaitingLogin, setAwaitingLogin] = useState(false);

  // Signed in through the dialog this page opened: on to the orders.
  useEffect(() => {
    if (awaitingLogin && user) navigate('/customer-dashboard');
  }, [awaitingLogin, user, navigate]);

  const viewOrders = () => {
    if (user || readGuestOrders()) return navigate('/customer-dashboard');
    setAwaitingLogin(true);
    dispatch(loginRequested());
  };

  return (
    <PageContainer>
      <Card>
        <PageTitle>Thank You for Your Order!</PageTitle>
        <p>Your order has been placed successfully.</p>
        {order?.cash?.state === 'awaiting-confirmation' ? (
          <Confirm role="status">
            {placed?.whatsapp
              ? `Please confirm your order: tap Confirm in the WhatsApp message we sent to ${formatIndianPhone(order.phone)}${placed.emailed ? ', or use the link we e-mailed you' : ''}.`
              : `Please confirm your order: we texted a link and a code to ${formatIndianPhone(order.phone)}${placed?.emailed ? ' and e-mailed them to you' : ''}.`}
            {order.cash.confirmBy ? ` Unconfirmed by ${formatMoment(order.cash.confirmBy)}, it is cancelled.` : ''}
          </Confirm>
        ) : null}
        {order ? (
          <Summary aria-labelledby="order-summary">
            <h2 id="order-summary">
              Order <span data-testid="order-number">{order.orderNumber}</span>
            </h2>
            <ul>
              {order.items.map((item) => (
                <li key={item._id}>
                  <span>
                    {item.name} ({isMadeToMeasure(item.size) ? 'made to measure' : `Size: ${describeSize(item.size)}`})
                  </span>
                  <span>{formatRs(item.price)}</span>
                </li>
              ))}
            </ul>
            {/* The lines add up to what was paid: sub-total, less the coupon, is the total; paid plus due is the total. */}
            <dl>
              {order.discount > 0 ? (
                <>
                  <dt>Sub-total</dt>
                  <dd>{formatRs(order.items.reduce((sum, item) => sum + item.price, 0))}</dd>
                  <dt>Coupon{order.couponCode ? ` ${order.couponCode}` : ''}</dt>
                  <dd>−{formatRs(order.discount)}</dd>
                </>
              ) : null}
              {order.cash?.fee ? (
                <>
                  <dt>Cash on delivery fee</dt>
                  <dd>{formatRs(order.cash.fee)}</dd>
                </>
              ) : null}
              <dt>Total (GST included)</dt>
              <dd>{formatRs(order.totalAmount)}</dd>
              <dt>Paid</dt>
              <dd>{formatRs(order.paidAmount)}</dd>
              {order.amountDue > 0 ? (
                <>
                  <dt>{order.cash ? 'In cash on delivery' : 'Due before dispatch'}</dt>
                  <dd>{formatRs(order.amountDue)}</dd>
                </>
              ) : null}
              <dt>Delivery to</dt>
              <dd>
                {order.shippingAddress.name}, {order.shippingAddress.street}, {order.shippingAddress.city},{' '}
                {order.shippingAddress.state} {order.shippingAddress.zip}
              </dd>
              {order.expectedDispatch ? (
                <>
                  <dt>Expected dispatch</dt>
                  <dd>{formatDay(order.expectedDispatch)}</dd>
                </>
              ) : null}
            </dl>
            <p>Quote your order number whenever you call or write to us.</p>
          </Summary>
        ) : null}
        <p>
          {placed?.emailed
            ? 'A confirmation e-mail with your order details is on its way to the address you gave us.'
            : 'Your order and its progress are on your dashboard: View My Orders below.'}
        </p>
        <Actions>
          <Button type="button" onClick={viewOrders}>
            View My Orders
          </Button>
          <Button type="button" $variant="secondary" onClick={() => navigate('/')}>
            Continue Shopping
          </Button>
        </Actions>
      </Card>
    </PageContainer>
  );
}
