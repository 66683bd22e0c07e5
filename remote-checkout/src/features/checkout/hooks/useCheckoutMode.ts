import { useMemo } from 'react';
import { selectCurrentUser, skipToken, useAppSelector, useSavedAddressesQuery } from '@store/shared/store';
import type { SavedAddress } from '@store/shared/api';

export type CheckoutMode = { kind: 'loading' } | { kind: 'saved'; addresses: SavedAddress[] } | { kind: 'guest' };

/**
 * Saved addresses decide the mode: some means logged-in mode; none or an error means guest
 * (product §4). A shopper who is not signed in is a guest at once: asking would only be refused,
 * and the form appearing late would push the totals and the pay button down the page.
 */
export function useCheckoutMode(): CheckoutMode {
  const signedIn = Boolean(useAppSelector(selectCurrentUser));
  const { currentData, isError } = useSavedAddressesQuery(signedIn ? undefined : skipToken);
  // One object per answer: the page preselects the first address when the mode changes.
  return useMemo((): CheckoutMode => {
    if (!signedIn || isError) return { kind: 'guest' };
    if (!currentData) return { kind: 'loading' };
    return currentData.length ? { kind: 'saved', addresses: currentData } : { kind: 'guest' };
  }, [signedIn, isError, currentData]);
}
