import { useMemo } from 'react';
import { useLoad } from '@store/shared/ui';
import { fetchSavedAddresses, type SavedAddress } from '@store/shared/api';
import { selectCurrentUser, useAppSelector } from '@store/shared/store';

export type CheckoutMode = { kind: 'loading' } | { kind: 'saved'; addresses: SavedAddress[] } | { kind: 'guest' };

/**
 * Saved addresses decide the mode: some means logged-in mode; none or an error means guest
 * (product §4). A shopper who is not signed in is a guest at once: asking would only be refused,
 * and the form appearing late would push the totals and the pay button down the page.
 */
export function useCheckoutMode(): CheckoutMode {
  const signedIn = Boolean(useAppSelector(selectCurrentUser));
  const { state } = useLoad((signal) => fetchSavedAddresses(signal), [], {
    enabled: signedIn,
    fallback: [] as SavedAddress[],
  });
  // One object per answer: the page preselects the first address when the mode changes.
  return useMemo((): CheckoutMode => {
    if (state.status === 'loading') return { kind: 'loading' };
    return state.status === 'ready' && state.data.length ? { kind: 'saved', addresses: state.data } : { kind: 'guest' };
  }, [state]);
}
