import type { OrderJson } from '@store/shared/api';
import { selectCurrentUser, useAppSelector } from '@store/shared/store';
import { StatusText } from '@store/shared/ui';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fetchMyOrders } from '../api/fetchMyOrders';
import { OrderCard } from './OrderCard';

const List = styled.div`
  display: grid;
  gap: 16px;
`;

/** The dashboard's order history (spec 2); a failure is logged and the list stays empty. */
export function OrderHistory() {
  const user = useAppSelector(selectCurrentUser);
  const [orders, setOrders] = useState<OrderJson[] | null>(null);
  const signedIn = Boolean(user);
  useEffect(() => {
    const controller = new AbortController();
    setOrders(null);
    fetchMyOrders(signedIn, controller.signal)
      .then(setOrders)
      .catch((error: unknown) => {
        if (isCancel(error)) return;
        console.error('dashboard: failed to load orders', error);
        setOrders([]);
      });
    return () => controller.abort();
  }, [signedIn]);

  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history">Order History</h2>
      {orders === null ? (
        <StatusText role="status">Loading orders...</StatusText>
      ) : orders.length === 0 ? (
        <StatusText>No orders found.</StatusText>
      ) : (
        <List>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </List>
      )}
    </section>
  );
}
