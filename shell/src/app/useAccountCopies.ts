import {
  accountIdentity,
  bagEndpoints,
  bagLinesOf,
  bagReplaced,
  bagSaved,
  cartItemsOf,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
  wishlistEndpoints,
  wishlistReplaced,
  type AppDispatch,
  type RootState,
} from '@store/shared/store';
import type { BagAnswer, WishlistAnswer } from '@store/shared/api';
import { useLocale } from '@store/shared/i18n';
import { notify } from '@store/shared/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { useT } from '../i18n';
import { firstPageShown } from './pageShown';

/** A list the browser keeps for a signed-in account, whose truth is the server's (the wishlist, the bag). */
interface AccountCopy<Answer> {
  /** Whose copy the browser holds: null (or absent) a guest's, else an account's identity. */
  owner: (state: RootState) => string | null | undefined;
  /** Reads the account's list again (a start already signed in). */
  read: (dispatch: AppDispatch, state: RootState) => { unwrap(): Promise<Answer> };
  /** Merges the guest's list into the account's at sign-in (another account's: nothing). */
  merge: (dispatch: AppDispatch, state: RootState, guest: boolean) => { unwrap(): Promise<Answer> };
  /** Replaces the browser's copy with the server's; what to tell the shopper, if anything. */
  replace: (dispatch: AppDispatch, answer: Answer, owner: string) => string | null;
}

/**
 * Signed in, the server holds the list and this browser keeps a copy. At sign-in a guest's list
 * joins the account's (merge); at a start already signed in the copy is read again (another
 * phone may have changed it). Either way the copy becomes the server's, after the first page is
 * shown (it never slows a page's first load). A failure keeps what the browser has, to try again
 * next time. A list kept for another account is never merged into this one.
 */
function useAccountCopy<Answer>(copy: AccountCopy<Answer>) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const who = accountIdentity(useAppSelector(selectCurrentUser));
  const loaded = useAppSelector((state) => state.ui.browserStateLoaded);
  useEffect(() => {
    if (!who || !loaded) return;
    let cancelled = false;
    void firstPageShown.then(async () => {
      if (cancelled) return;
      const state = store.getState();
      const owner = copy.owner(state) ?? null;
      const call = owner === who ? copy.read(dispatch, state) : copy.merge(dispatch, state, owner === null);
      try {
        const answer = await call.unwrap();
        if (cancelled) return;
        const message = copy.replace(dispatch, answer, who);
        if (message) notify.info(message);
      } catch {
        // Kept as it is: the next start tries again.
      }
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, store, who, loaded, copy]);
}

const WISHLIST: AccountCopy<WishlistAnswer> = {
  owner: (state) => state.wishlist.owner,
  read: (dispatch) =>
    dispatch(wishlistEndpoints.endpoints.wishlist.initiate(undefined, { subscribe: false, forceRefetch: true })),
  merge: (dispatch, state, guest) =>
    dispatch(wishlistEndpoints.endpoints.mergeWishlist.initiate(guest ? state.wishlist.items : [])),
  replace: (dispatch, answer, owner) => {
    dispatch(wishlistReplaced({ items: answer.items, owner }));
    return answer.message;
  },
};

/** The wishlist: the hearts' copy of the account's list. */
export function useWishlistSync() {
  useAccountCopy(WISHLIST);
}

/** How long the bag waits after a change before it is written: a run of taps is one write. */
export const BAG_WRITE_DELAY_MS = 1500;

/**
 * The bag: at sign-in a guest's bag joins the account's, at a start the account's is read (at
 * today's prices; what sold out is left out, and she is told); afterwards each change is written
 * a moment later (PUT /bag), so the bag follows her to another device.
 */
export function useBagSync() {
  const t = useT();
  const store = useStore<RootState>();
  const locale = useLocale() === 'hi' ? 'hi' : 'en';
  const dispatch = useAppDispatch();
  const who = accountIdentity(useAppSelector(selectCurrentUser));
  const owner = useAppSelector((state) => state.cart.owner ?? null);
  const items = useAppSelector((state) => state.cart.items);
  // The lines last written or read (JSON): a bag the server just gave is not written back.
  const written = useRef('');
  // Nothing is written before this account's bag was read or merged at this start: a copy kept
  // here since yesterday must not overwrite what she changed on another device.
  const synced = useRef(false);
  useEffect(() => {
    synced.current = false;
  }, [who]);
  const copy = useMemo<AccountCopy<BagAnswer>>(
    () => ({
      owner: (state) => state.cart.owner,
      // A bag changed here and not yet written (a reload within the write's moment) joins the
      // account's rather than being read over.
      read: (to, state) =>
        state.cart.unsaved && state.cart.items.length
          ? to(bagEndpoints.endpoints.mergeBag.initiate({ lines: bagLinesOf(state.cart.items), locale }))
          : to(bagEndpoints.endpoints.bag.initiate(undefined, { subscribe: false, forceRefetch: true })),
      merge: (to, state, guest) =>
        to(bagEndpoints.endpoints.mergeBag.initiate({ lines: guest ? bagLinesOf(state.cart.items) : [], locale })),
      replace: (to, answer, account) => {
        const lines = cartItemsOf(answer.lines);
        written.current = JSON.stringify(bagLinesOf(lines));
        synced.current = true;
        to(bagReplaced({ items: lines, owner: account }));
        return answer.dropped.length ? t('shell.bag.dropped', { count: answer.dropped.length }) : null;
      },
    }),
    [t, locale],
  );
  useAccountCopy(copy);
  useEffect(() => {
    // Only the account's own copy is written: a guest's waits for the merge, another's for its replacement.
    if (!who || owner !== who || !synced.current) return;
    const lines = bagLinesOf(items);
    if (JSON.stringify(lines) === written.current) return;
    const timer = setTimeout(() => {
      written.current = JSON.stringify(lines);
      dispatch(bagEndpoints.endpoints.saveBag.initiate({ lines, locale }))
        .unwrap()
        .then(() => {
          if (JSON.stringify(bagLinesOf(store.getState().cart.items)) === written.current) dispatch(bagSaved());
        })
        .catch(() => {
          // Written again with the next change, or read back at the next start.
          written.current = '';
        });
    }, BAG_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, store, who, owner, items, locale]);
}
