import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import { fetchSavedAddresses, type SavedAddress } from '@store/shared/api';

export type CheckoutMode = { kind: 'loading' } | { kind: 'saved'; addresses: SavedAddress[] } | { kind: 'guest' };

/** Saved addresses decide the mode: some means logged-in mode; none or an error means guest (spec 4). */
export function useCheckoutMode(): CheckoutMode {
  const [mode, setMode] = useState<CheckoutMode>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchSavedAddresses(controller.signal)
      .then((addresses) => setMode(addresses.length ? { kind: 'saved', addresses } : { kind: 'guest' }))
      .catch((error: unknown) => {
        if (!isCancel(error)) setMode({ kind: 'guest' });
      });
    return () => controller.abort();
  }, []);
  return mode;
}
