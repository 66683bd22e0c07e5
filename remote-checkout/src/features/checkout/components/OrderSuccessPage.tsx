import {
  loginRequested,
  readGuestOrders,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from '@store/shared/store';
import { formatDay } from '@store/shared/format';
import { Button, PageContainer, PageTitle, theme } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@store/shared/router';
import styled from 'styled-components';

const Card = styled.div`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  p {
    color: ${theme.color.muted};
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

/** /ordersuccess (product §2): thanks, and the way to the order history. */
export function OrderSuccessPage() {
  const navigate = useNavigate();
  const placed = useLocation().state as { orderNumber?: string; expectedDispatch?: string | null } | null;
  const orderNumber = placed?.orderNumber;
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
        {orderNumber ? (
          <p>
            Your order number is <strong data-testid="order-number">{orderNumber}</strong>: quote it whenever you call
            or write to us.
          </p>
        ) : null}
        {placed?.expectedDispatch ? <p>We expect to dispatch it by {formatDay(placed.expectedDispatch)}.</p> : null}
        <p>A confirmation e-mail with your order details is on its way to the address you gave us.</p>
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
