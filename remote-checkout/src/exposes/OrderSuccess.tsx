import { loginRequested, selectCurrentUser, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button, PageContainer, PageTitle } from '@store/shared/ui';
import { useNavigate } from 'react-router-dom';

/** checkout/OrderSuccess: /ordersuccess. */
export default function OrderSuccess() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  return (
    <PageContainer>
      <PageTitle>Thank You for Your Order!</PageTitle>
      <p>Your order has been placed successfully.</p>
      <p>A confirmation e-mail is on its way with your order details.</p>
      <Button type="button" onClick={() => (user ? navigate('/customer-dashboard') : dispatch(loginRequested()))}>
        View My Orders
      </Button>{' '}
      <Button type="button" $variant="secondary" onClick={() => navigate('/')}>
        Continue Shopping
      </Button>
    </PageContainer>
  );
}
