import type { Product, SearchAnswer } from '@store/shared/api';
import { useEffect, useMemo } from 'react';
import type { PageQuery } from '../api/listingApi';
import type { CountsHook } from '../components/ListingFilters';
import { searchApi } from '../api/searchApi';

export interface StoreResults {
  products: Product[];
  /** The first page's answer (its did-you-mean, popular pieces and counts); undefined while loading. */
  first: SearchAnswer | undefined;
  loading: boolean;
  /** The first page could not be had (the API down or failing): not the same as nothing found. */
  failed: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The whole store's results for the page's query, a page at a time. No words: nothing is asked
 * (the page invites her to type). A failure is logged; a failed first page is said as such.
 */
export function useStoreResults(query: PageQuery): StoreResults {
  const skip = !query.search;
  const { currentData, error, isError, isFetchNextPageError, isFetching, isFetchingNextPage, fetchNextPage } =
    searchApi.useSearchInfiniteQuery(query, { skip });
  useEffect(() => {
    if (error) console.error(`search: failed to load ${isFetchNextPageError ? 'more ' : ''}results`, error);
  }, [error, isFetchNextPageError]);
  const failed = !skip && !currentData && isError && !isFetchNextPageError;
  // A piece that moved between pages (a sale changed its rank) is shown once.
  const products = useMemo(() => {
    const seen = new Set<string>();
    return (currentData?.pages ?? []).flatMap((page) =>
      page.products.filter((product) => !seen.has(product._id) && seen.add(product._id)),
    );
  }, [currentData]);
  return {
    products,
    first: currentData?.pages[0],
    loading: !skip && !currentData && !failed,
    failed,
    loadingMore: isFetchingNextPage,
    hasMore: hasNext(currentData?.pages.at(-1)) && !isFetchNextPageError,
    loadMore: () => {
      if (!isFetching) void fetchNextPage();
    },
  };
}

const hasNext = (last: SearchAnswer | undefined) => Boolean(last && last.page < last.pages);

/** The filters' counts on the results page: what the search would find with the choices made. */
export const useStoreCounts: CountsHook = (_section, query) =>
  searchApi.useSearchCountsQuery(query, { skip: !query.search }).currentData;
