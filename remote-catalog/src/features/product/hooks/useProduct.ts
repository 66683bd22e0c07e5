import type { Product } from '@store/shared/api';
import { isCancel } from 'axios';
import { useCallback, useEffect, useState } from 'react';
import { fetchProduct } from '../api/fetchProduct';

export type ProductState =
  { status: 'loading' } | { status: 'found'; product: Product } | { status: 'not-found' } | { status: 'failed' };

/** Loads one product; a failure is logged (spec 8) and offered a retry rather than an endless wait. */
export function useProduct(id: string): { state: ProductState; retry: () => void } {
  const [state, setState] = useState<ProductState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProduct(id, controller.signal)
      .then(setState)
      .catch((error: unknown) => {
        if (isCancel(error)) return;
        console.error('product: failed to load', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [id, attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
