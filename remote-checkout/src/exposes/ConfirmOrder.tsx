import { ConfirmOrderPage } from '../features/confirm-order/ConfirmOrderPage';

/** checkout/ConfirmOrder: /confirm-order, where a cash order's link lands. */
export default function ConfirmOrder() {
  return <ConfirmOrderPage />;
}
