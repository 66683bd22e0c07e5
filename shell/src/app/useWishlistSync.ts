import {
  accountIdentity,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
  wishlistEndpoints,
  wishlistReplaced,
  type RootState,
} from '@store/shared/store';
import { notify } from '@store/shared/ui';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { firstPageShown } from './pageShown';

/**
 * Signed in, the server holds the wishlist and this browser keeps a copy for the hearts. At
 * sign-in a guest's list joins the account's (POST /wishlist/merge); at a start already signed
 * in the copy is read again (another phone may have changed it). Either way the copy becomes the
 * server's. A failure keeps what the browser has, to try again next time. A list kept for another
 * account is never merged into this one.
 */
export function useWishlistSync() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const who = accountIdentity(useAppSelector(selectCurrentUser));
  const loaded = useAppSelector((state) => state.ui.browserStateLoaded);
  useEffect(() => {
    if (!who || !loaded) return;
    let cancelled = false;
    void firstPageShown.then(async () => {
      if (cancelled) return;
      const { items, owner } = store.getState().wishlist;
      const read =
        owner === who
          ? dispatch(wishlistEndpoints.endpoints.wishlist.initiate(undefined, { subscribe: false, forceRefetch: true }))
          : dispatch(wishlistEndpoints.endpoints.mergeWishlist.initiate(owner === null ? items : []));
      try {
        const answer = await read.unwrap();
        if (cancelled) return;
        dispatch(wishlistReplaced({ items: answer.items, owner: who }));
        if (answer.message) notify.info(answer.message);
      } catch {
        // Kept as it is: the next start tries again.
      }
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, store, who, loaded]);
}
