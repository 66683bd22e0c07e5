import { refusalStatus } from '@store/shared/api';
import { sharedEndpoints, signedIn, signedOut, useAppDispatch, type RootState } from '@store/shared/store';
import { useStore } from 'react-redux';
import { useEffect } from 'react';
import { firstPageShown } from './pageShown';

/**
 * The persisted user is only a hint: at start the server says whether it still stands. A
 * refusal signs out; a network failure keeps the hint rather than logging everyone out. With no
 * hint there is nothing to check (signing in sets it, signing out clears it with the cookie),
 * so a shopper who is not signed in costs the API no call.
 */
export function useSessionCheck() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(() => {
    if (!store.getState().session.currentUser) return;
    let cancelled = false;
    // Once the page has shown its content: until then the hint stands, and the page's own
    // requests come first.
    void firstPageShown.then(() => {
      if (cancelled) return;
      dispatch(sharedEndpoints.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }))
        .unwrap()
        .then((user) => dispatch(signedIn(user)))
        .catch((error: unknown) => {
          const status = refusalStatus(error);
          if (status && status >= 400 && status < 500) dispatch(signedOut());
        });
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, store]);
}
