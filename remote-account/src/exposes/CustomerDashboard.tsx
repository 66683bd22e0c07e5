import { OrderHistory } from '../features/orders/components/OrderHistory';

/** account/CustomerDashboard: /customer-dashboard. */
export default function CustomerDashboard() {
  return <OrderHistory />;
}
