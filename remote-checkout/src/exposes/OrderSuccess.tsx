import { OrderSuccessPage } from '../features/checkout/components/OrderSuccessPage';

/** checkout/OrderSuccess: /ordersuccess. */
export default function OrderSuccess() {
  return <OrderSuccessPage />;
}
