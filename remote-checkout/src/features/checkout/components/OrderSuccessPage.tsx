import {
  loginRequested,
  readGuestOrders,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from '@store/shared/store';
import { isMadeToMeasure, productText } from '@store/shared/catalog';
import { formatIndianPhone, formatRs } from '@store/shared/format';
import { useFormatDate, useLocale } from '@store/shared/i18n';
import { Button, PageContainer, PageTitle, theme } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@store/shared/router';
import styled from 'styled-components';
import type { PlacedOrderState } from '../../../lib/placedOrder';
import { useSizeLine } from '../../../lib/sizeText';
import { useT, type CheckoutKey } from '../../../i18n';

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

/** A cash order's request to confirm it, or (confirmed) the cash to keep ready: what is left for the shopper. */
const Confirm = styled.p`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  && {
    color: ${theme.color.ink};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

/** /ordersuccess (product §2): thanks, and the way to the order history. */
/** A cash order's request to confirm: where the confirm button or link went (WhatsApp or a text, and any e-mail). */
function confirmKey(whatsapp: boolean, emailed: boolean): CheckoutKey {
  if (whatsapp) return emailed ? 'checkout.success.confirmWhatsappOrEmail' : 'checkout.success.confirmWhatsapp';
  return emailed ? 'checkout.success.confirmTextAndEmail' : 'checkout.success.confirmText';
}

export function OrderSuccessPage() {
  const t = useT();
  const locale = useLocale();
  const format = useFormatDate();
  const sizeLine = useSizeLine();
  const navigate = useNavigate();
  const placed = useLocation().state as PlacedOrderState | null;
  const order = placed?.order ?? null;
  const balancesPaid = (placed?.balances?.giftCard ?? 0) + (placed?.balances?.credit ?? 0);
  const paidOtherwise = Math.max(0, (order?.paidAmount ?? 0) - balancesPaid);
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
        <PageTitle>{t('checkout.success.title')}</PageTitle>
        <p>{t('checkout.success.placed')}</p>
        {order?.cash?.state === 'awaiting-confirmation' ? (
          <Confirm role="status">
            {t(confirmKey(Boolean(placed?.whatsapp), Boolean(placed?.emailed)), {
              phone: formatIndianPhone(order.phone),
            })}
            {order.cash.confirmBy
              ? ` ${t('checkout.success.confirmBy', { time: format.dateTime(order.cash.confirmBy) })}`
              : null}
          </Confirm>
        ) : order?.cash?.state === 'confirmed' && order.amountDue > 0 ? (
          // Its phone proven at checkout (or confirmed since): nothing to ask, only what to keep ready.
          <Confirm role="status">{t('checkout.success.cashConfirmed', { amount: formatRs(order.amountDue) })}</Confirm>
        ) : null}
        {order ? (
          <Summary aria-labelledby="order-summary">
            <h2 id="order-summary">
              {t('checkout.success.order')} <span data-testid="order-number">{order.orderNumber}</span>
            </h2>
            <ul>
              {order.items.map((item) => (
                <li key={item._id}>
                  <span>
                    {productText({ ...item, description: '' }, locale).name} (
                    {isMadeToMeasure(item.size) ? t('checkout.success.madeToMeasure') : sizeLine(item.size)})
                  </span>
                  <span>{formatRs(item.price)}</span>
                </li>
              ))}
            </ul>
            {/* The lines add up to what was paid: sub-total, less the coupon, is the total; paid plus due is the total. */}
            <dl>
              {order.discount > 0 ? (
                <>
                  <dt>{t('checkout.totals.subtotal')}</dt>
                  <dd>{formatRs(order.items.reduce((sum, item) => sum + item.price, 0))}</dd>
                  <dt>
                    {order.couponCode
                      ? t('checkout.success.coupon', { code: order.couponCode })
                      : t('checkout.totals.coupon')}
                  </dt>
                  <dd>−{formatRs(order.discount)}</dd>
                </>
              ) : null}
              {order.cash?.fee ? (
                <>
                  <dt>{t('checkout.totals.cashFee')}</dt>
                  <dd>{formatRs(order.cash.fee)}</dd>
                </>
              ) : null}
              <dt>{t('checkout.success.total')}</dt>
              <dd>{formatRs(order.totalAmount)}</dd>
              {/* Her gift card and store credit off the total as at checkout, each its own line; "Paid" is then
                  what else she paid, so the lines add up to the total. */}
              {placed?.balances?.giftCard ? (
                <>
                  <dt>{t('checkout.totals.giftCard')}</dt>
                  <dd>−{formatRs(placed.balances.giftCard)}</dd>
                </>
              ) : null}
              {placed?.balances?.credit ? (
                <>
                  <dt>{t('checkout.totals.storeCredit')}</dt>
                  <dd>−{formatRs(placed.balances.credit)}</dd>
                </>
              ) : null}
              {paidOtherwise > 0 || !balancesPaid ? (
                <>
                  <dt>{t('checkout.success.paid')}</dt>
                  <dd>{formatRs(paidOtherwise)}</dd>
                </>
              ) : null}
              {order.amountDue > 0 ? (
                <>
                  <dt>{t(order.cash ? 'checkout.success.dueInCash' : 'checkout.success.dueBeforeDispatch')}</dt>
                  <dd>{formatRs(order.amountDue)}</dd>
                </>
              ) : null}
              <dt>{t('checkout.success.deliveryTo')}</dt>
              <dd>
                {order.shippingAddress.name}, {order.shippingAddress.street}, {order.shippingAddress.city},{' '}
                {order.shippingAddress.state} {order.shippingAddress.zip}
              </dd>
              {order.expectedDispatch ? (
                <>
                  <dt>{t('checkout.success.expectedDispatch')}</dt>
                  <dd>{format.day(order.expectedDispatch)}</dd>
                </>
              ) : null}
            </dl>
            <p>{t('checkout.success.quoteNumber')}</p>
          </Summary>
        ) : null}
        <p>{t(placed?.emailed ? 'checkout.success.emailed' : 'checkout.success.onDashboard')}</p>
        <Actions>
          <Button type="button" onClick={viewOrders}>
            {t('checkout.button.viewOrders')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => navigate('/')}>
            {t('checkout.button.continueShopping')}
          </Button>
        </Actions>
      </Card>
    </PageContainer>
  );
}
