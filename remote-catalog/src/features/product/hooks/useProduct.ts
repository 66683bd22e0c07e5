import { useMemo } from 'react';
import { useLoad } from '@store/shared/ui';
import type { Product } from '@store/shared/api';
import { fetchProduct } from '../api/fetchProduct';

export type ProductState =
  { status: 'loading' } | { status: 'found'; product: Product } | { status: 'not-found' } | { status: 'failed' };

/** Loads one product; a failure is logged (product §8) and offered a retry rather than an endless wait. */
export function useProduct(id: string): { state: ProductState; retry: () => void } {
  const { state, retry } = useLoad((signal) => fetchProduct(id, signal), [id], {
    onError: (error) => console.error('product: failed to load', error),
  });
  const product = useMemo(
    (): ProductState =>
      state.status === 'ready' ? state.data : state.status === 'failed' ? { status: 'failed' } : { status: 'loading' },
    [state],
  );
  return { state: product, retry };
}
