import type { OrderJson } from '@store/shared/api';
import { loginRequested, selectCurrentUser, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button, StatusText, theme, useLoad } from '@store/shared/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { fetchMyOrders } from '../api/fetchMyOrders';
import { fetchMyRatings } from '../api/ratings';
import { OrderCard } from './OrderCard';

const List = styled.div`
  display: grid;
  gap: 16px;
`;

const SignInPrompt = styled.div`
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.line};
  background: ${theme.color.cream};
  p {
    margin: 0 0 ${theme.space.md};
  }
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

  const dispatch = useAppDispatch();
  // A visitor who is not signed in and has no orders from this browser is asked to sign in
  // (the login dialog opens once), not told they have none.
  const askToSignIn = !signedIn && orders !== null && orders.length === 0;
  useEffect(() => {
    if (askToSignIn) dispatch(loginRequested());
  }, [askToSignIn, dispatch]);

  const replace = (changed: OrderJson) =>
    update((list) => list.map((order) => (order._id === changed._id ? changed : order)));

  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history">Order History</h2>
      {orders === null ? (
        <StatusText role="status">Loading orders...</StatusText>
      ) : askToSignIn ? (
        <SignInPrompt>
          <p>Sign in with your phone number to see your orders, saved addresses and measurement profiles.</p>
          <Button type="button" onClick={() => dispatch(loginRequested())}>
            Sign in
          </Button>
        </SignInPrompt>
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
