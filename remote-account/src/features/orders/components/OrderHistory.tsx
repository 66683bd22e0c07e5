import type { OrderJson } from '@store/shared/api';
import { loginRequested, selectCurrentUser, skipToken, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button, StatusText, theme } from '@store/shared/ui';
import { useSearchParams } from '@store/shared/router';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useFailureLog, useRecordList } from '../../../components/useSavedRecords';
import { useT } from '../../../i18n';
import { GUEST_LINK_PARAM, guestTokens, keepEmailedToken } from '../api/guestAccess';
import { ordersApi, useMyOrdersQuery, useMyRatingsQuery, type MyOrdersArgs } from '../api/ordersApi';
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
  const t = useT();
  const user = useAppSelector(selectCurrentUser);
  const signedIn = Boolean(user);
  const [params, setParams] = useSearchParams();
  // An e-mailed order link: its token is kept before the orders are asked for (once, on arrival),
  // then dropped from the address bar so it is not bookmarked or shared with the page.
  const [emailed] = useState(() => keepEmailedToken(params.get(GUEST_LINK_PARAM)));
  useEffect(() => {
    if (!emailed) return;
    setParams(
      (current) => {
        current.delete(GUEST_LINK_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [emailed, setParams]);
  // A guest's orders are those of the tokens this browser keeps; with neither, there is nothing to ask.
  const whose: MyOrdersArgs = { guestTokens: signedIn ? null : guestTokens() };
  const asked = signedIn || whose.guestTokens !== null;
  const loaded = useRecordList<OrderJson>(useMyOrdersQuery(asked ? whose : skipToken), 'orders');
  const orders = asked ? loaded : ([] as OrderJson[]);
  // Only a signed-in customer rates; without their ratings no stars are offered.
  const rated = useMyRatingsQuery(signedIn ? undefined : skipToken);
  useFailureLog(rated, 'ratings');
  const ratings = useMemo(
    () => (rated.currentData ? new Map(rated.currentData.map((rating) => [rating.productId, rating])) : null),
    [rated.currentData],
  );

  const dispatch = useAppDispatch();
  // A visitor who is not signed in and has no orders from this browser is asked to sign in
  // (the login dialog opens once), not told they have none.
  const askToSignIn = !signedIn && orders !== null && orders.length === 0;
  useEffect(() => {
    if (askToSignIn) dispatch(loginRequested());
  }, [askToSignIn, dispatch]);

  // An order as a return or a payment left it, in the list at once (its tag's refetch confirms it).
  const replace = (changed: OrderJson) =>
    dispatch(
      ordersApi.util.updateQueryData('myOrders', whose, (list) =>
        list.map((order) => (order._id === changed._id ? changed : order)),
      ),
    );

  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history">{t('account.orders.title')}</h2>
      {orders === null ? (
        <StatusText role="status">{t('account.orders.loading')}</StatusText>
      ) : askToSignIn ? (
        <SignInPrompt>
          <p>{t('account.orders.signInPrompt')}</p>
          <Button type="button" onClick={() => dispatch(loginRequested())}>
            {t('account.orders.signIn')}
          </Button>
        </SignInPrompt>
      ) : orders.length === 0 ? (
        <StatusText>{t('account.orders.none')}</StatusText>
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
