import { useCallback, useEffect } from 'react';
import { useSearchParams } from '@store/shared/router';
import { listingQueryOf, listingSearch } from '../listingQuery';
import type { PageQuery } from '../api/listingApi';

/**
 * The listing's state lives in the URL (type, search, sort, filters), so it survives a reload and
 * can be shared. Every change replaces the history entry instead of adding one (product §2).
 * Category, sort and filters change through links and GET forms (`searchWith`), which work
 * before the page's code arrives.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const query = listingQueryOf(params);

  // The category defaults to 'all' and is written into the URL when missing.
  useEffect(() => {
    if (!params.has('type')) update(setParams, 'type', 'all');
  }, [params, setParams]);

  return {
    query,
    /** The query string of this listing with `changes` applied. */
    searchWith: (changes: Partial<PageQuery>) => listingSearch(query, changes),
    /** An empty search removes the parameter. */
    setSearch: useCallback((value: string) => update(setParams, 'search', value.trim() || null), [setParams]),
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
