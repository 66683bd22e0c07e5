import { apiClient } from '@store/shared/api';
import { PageContainer, PageTitle, StatusText } from '@store/shared/ui';
import { useEffect, useState } from 'react';

interface OrderSummary {
  _id: string;
  status: string;
}

/** account/CustomerDashboard: order history; failures are logged and leave the list empty. */
export default function CustomerDashboard() {
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  useEffect(() => {
    apiClient()
      .get<OrderSummary[]>('/orders/my-orders')
      .then(({ data }) => setOrders(Array.isArray(data) ? data : []))
      .catch((error: unknown) => {
        console.error('dashboard: failed to load orders', error);
        setOrders([]);
      });
  }, []);
  return (
    <PageContainer>
      <PageTitle>Customer Dashboard</PageTitle>
      <p>View your order history</p>
      <h2>Order History</h2>
      {orders === null ? (
        <StatusText role="status">Loading orders...</StatusText>
      ) : orders.length === 0 ? (
        <StatusText>No orders found.</StatusText>
      ) : (
        <ul>
          {orders.map((order) => (
            <li key={order._id}>{order.status}</li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
