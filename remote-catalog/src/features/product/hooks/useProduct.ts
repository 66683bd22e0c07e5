import { refusalStatus, type Product } from '@store/shared/api';
import { useEffect, useState } from 'react';
import { productApi } from '../api/productApi';

export type ProductState =
  { status: 'loading' } | { status: 'found'; product: Product } | { status: 'not-found' } | { status: 'failed' };

/** One product; a failure is logged (product §8) and offered a retry rather than an endless wait. */
export function useProduct(id: string): { state: ProductState; retry: () => void; drawnOnServer: boolean } {
  const { currentData: data, error, isError, refetch } = productApi.useProductQuery(id);
  // Whether the page arrived with its product (the render server drew it): its controls wait
  // for hydration. Fixed at the first render.
  const [drawnOnServer] = useState(data !== undefined);
  const status = isError ? refusalStatus(error) : null;
  // Unknown, malformed and inactive ids are all "not found" to a shopper.
  const missing = status === 404 || status === 400;
  useEffect(() => {
    if (isError && !missing) console.error('product: failed to load', error);
  }, [isError, missing, error]);
  const state: ProductState = data
    ? { status: 'found', product: data }
    : isError
      ? { status: missing ? 'not-found' : 'failed' }
      : { status: 'loading' };
  return { state, retry: () => void refetch(), drawnOnServer };
}
