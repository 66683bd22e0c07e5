import type { OrderJson } from '@store/shared/api';
import { selectCurrentUser, useAppSelector } from '@store/shared/store';
import { StatusText } from '@store/shared/ui';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fetchMyOrders } from '../api/fetchMyOrders';
import { fetchMyRatings } from '../api/ratings';
import { OrderCard } from './OrderCard';

const List = styled.div`
  display: grid;
  gap: 16px;
`;

/** The dashboard's order history (spec 2); a failure is logged and the list stays empty. */
export function OrderHistory() {
  const user = useAppSelector(selectCurrentUser);
  const [orders, setOrders] = useState<OrderJson[] | null>(null);
  const [ratings, setRatings] = useState<ReadonlyMap<string, number> | null>(null);
  const signedIn = Boolean(user);
  useEffect(() => {
    const controller = new AbortController();
    setOrders(null);
    setRatings(null);
    fetchMyOrders(signedIn, controller.signal)
      .then(setOrders)
      .catch((error: unknown) => {
        if (isCancel(error)) return;
        console.error('dashboard: failed to load orders', error);
        setOrders([]);
      });
    // Only a signed-in customer rates; without their ratings no stars are offered.
    if (signedIn)
      fetchMyRatings(controller.signal)
        .then(setRatings)
        .catch((error: unknown) => {
          if (!isCancel(error)) console.error('dashboard: failed to load ratings', error);
        });
    return () => controller.abort();
  }, [signedIn]);

  const replace = (changed: OrderJson) =>
    setOrders((list) => (list ?? []).map((order) => (order._id === changed._id ? changed : order)));

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
            <OrderCard key={order._id} order={order} ratings={ratings} onChange={replace} />
          ))}
        </List>
      )}
    </section>
  );
}
