import { useMemo, useState } from 'react';
import { useLoad } from '@store/shared/ui';
import type { Product } from '@store/shared/api';
import { useServerRead } from '@store/shared/store';
import { fetchProduct, productPath, productResult } from '../api/fetchProduct';

export type ProductState =
  { status: 'loading' } | { status: 'found'; product: Product } | { status: 'not-found' } | { status: 'failed' };

/** Loads one product; a failure is logged (product §8) and offered a retry rather than an endless wait. */
export function useProduct(id: string): { state: ProductState; retry: () => void; drawnOnServer: boolean } {
  // The page as the render server drew it, when it did.
  const read = useServerRead(productPath(id));
  // Whether this page arrived drawn (its controls wait for hydration); fixed at the first render.
  const [drawnOnServer] = useState(Boolean(read));
  const { state, retry } = useLoad((signal) => fetchProduct(id, signal), [id], {
    onError: (error) => console.error('product: failed to load', error),
    initial: (read && productResult(read.status, read.body)) ?? undefined,
  });
  const product = useMemo(
    (): ProductState =>
      state.status === 'ready' ? state.data : state.status === 'failed' ? { status: 'failed' } : { status: 'loading' },
    [state],
  );
  return { state: product, retry, drawnOnServer };
}
