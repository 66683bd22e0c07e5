import type { Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';
import { useEffect, useMemo } from 'react';
import { listingApi, listKey, type PageQuery } from '../api/listingApi';

export interface SectionProducts {
  products: Product[];
  /** No list to show yet for this category, sort and filters: the loading text. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * A section's products, one page at a time (the listing endpoint's pages). A new category, sort
 * or filter starts from the loading text; a new search keeps the list on screen until its answer
 * comes. A failed first page is an empty list, a failed next page keeps what is shown and asks
 * for no more (product §8), both logged.
 */
export function useSectionProducts(section: Section, query: PageQuery): SectionProducts {
  const args = { section, query };
  const list = listKey(args);
  const { data, currentData, error, isError, isFetchNextPageError, isFetching, isFetchingNextPage, fetchNextPage } =
    listingApi.useListingInfiniteQuery(args);
  const firstFailed = isError && !isFetchNextPageError;
  // The last answer for another search of the same list stays until this search's comes.
  const shown = firstFailed ? undefined : (currentData ?? (data?.pages[0]?.list === list ? data : undefined));

  useEffect(() => {
    if (error) console.error(`listing: failed to load ${isFetchNextPageError ? 'more ' : ''}products`, error);
  }, [error, isFetchNextPageError]);

  // A product that moved between pages (a sale changed its rank) is shown once.
  const products = useMemo(() => {
    const seen = new Set<string>();
    return (shown?.pages ?? []).flatMap((page) =>
      page.products.filter((product) => !seen.has(product._id) && seen.add(product._id)),
    );
  }, [shown]);
  const last = shown?.pages.at(-1);
  return {
    products,
    loading: !shown && !firstFailed,
    loadingMore: isFetchingNextPage,
    hasMore: shown === currentData && Boolean(last?.nextCursor) && !isFetchNextPageError,
    loadMore: () => {
      if (!isFetching) void fetchNextPage();
    },
  };
}
