import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import { fetchSavedAddresses, type SavedAddress } from '@store/shared/api';
import { selectCurrentUser, useAppSelector } from '@store/shared/store';

export type CheckoutMode = { kind: 'loading' } | { kind: 'saved'; addresses: SavedAddress[] } | { kind: 'guest' };

/**
 * Saved addresses decide the mode: some means logged-in mode; none or an error means guest
 * (spec 4). A shopper who is not signed in is a guest at once: asking would only be refused,
 * and the form appearing late would push the totals and the pay button down the page.
 */
export function useCheckoutMode(): CheckoutMode {
  const signedIn = Boolean(useAppSelector(selectCurrentUser));
  const [mode, setMode] = useState<CheckoutMode>(signedIn ? { kind: 'loading' } : { kind: 'guest' });
  useEffect(() => {
    if (!signedIn) {
      setMode({ kind: 'guest' });
      return;
    }
    const controller = new AbortController();
    setMode({ kind: 'loading' });
    fetchSavedAddresses(controller.signal)
      .then((addresses) => setMode(addresses.length ? { kind: 'saved', addresses } : { kind: 'guest' }))
      .catch((error: unknown) => {
        if (!isCancel(error)) setMode({ kind: 'guest' });
      });
    return () => controller.abort();
  }, [signedIn]);
  return mode;
}
