import type { ListingSort } from '@store/shared/api';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from '@store/shared/router';
import { listingQueryOf } from '../listingQuery';

/**
 * The listing's state lives in the URL (type, search, sort), so it survives a reload and can be
 * shared. Every change replaces the history entry instead of adding one (product §2).
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const { type, search, sort } = listingQueryOf(params);

  // The category defaults to 'all' and is written into the URL when missing.
  useEffect(() => {
    if (!params.has('type')) update(setParams, 'type', 'all');
  }, [params, setParams]);

  return {
    type,
    search,
    sort,
    setType: useCallback((value: string) => update(setParams, 'type', value), [setParams]),
    /** An empty search removes the parameter. */
    setSearch: useCallback((value: string) => update(setParams, 'search', value.trim() || null), [setParams]),
    setSort: useCallback(
      (value: ListingSort) => update(setParams, 'sort', value === 'popular' ? null : value),
      [setParams],
    ),
  };
}

function update(setParams: ReturnType<typeof useSearchParams>[1], name: string, value: string | null) {
  setParams(
    (previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    },
    { replace: true },
  );
}
