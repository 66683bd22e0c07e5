import type { OrderJson } from '@store/shared/api';
import { selectCurrentUser, useAppSelector } from '@store/shared/store';
import { StatusText, useLoad } from '@store/shared/ui';
import styled from 'styled-components';
import { fetchMyOrders } from '../api/fetchMyOrders';
import { fetchMyRatings } from '../api/ratings';
import { OrderCard } from './OrderCard';

const List = styled.div`
  display: grid;
  gap: 16px;
`;

/** The dashboard's order history (product §2); a failure is logged and the list stays empty. */
export function OrderHistory() {
  const user = useAppSelector(selectCurrentUser);
  const signedIn = Boolean(user);
  const { data: orders, update } = useLoad((signal) => fetchMyOrders(signedIn, signal), [signedIn], {
    fallback: [] as OrderJson[],
    onError: (error) => console.error('dashboard: failed to load orders', error),
  });
  // Only a signed-in customer rates; without their ratings no stars are offered.
  const { data: ratings } = useLoad((signal) => fetchMyRatings(signal), [], {
    enabled: signedIn,
    onError: (error) => console.error('dashboard: failed to load ratings', error),
  });

  const replace = (changed: OrderJson) =>
    update((list) => list.map((order) => (order._id === changed._id ? changed : order)));

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
