import type { PagePrefetch } from '@store/shared/store';
import { storeQueryOf } from '../features/listing/listingQuery';
import { searchApi } from '../features/listing/api/searchApi';
import { SearchPage } from '../features/listing/components/SearchPage';

/**
 * What the render server reads before drawing /search?q=: the first page of results for the
 * URL's words, sort and filters, and the filters' counts (the same arguments the page asks with).
 * No words: nothing to read.
 */
export const prefetch: PagePrefetch = ({ url }, dispatch) => {
  const query = storeQueryOf(url.searchParams);
  if (!query.search) return;
  void dispatch(searchApi.endpoints.search.initiate(query));
  void dispatch(searchApi.endpoints.searchCounts.initiate({ ...query, sort: 'popular' }));
};

/** catalog/Search: /search?q=, the whole store's results. */
export default function Search() {
  return <SearchPage />;
}
