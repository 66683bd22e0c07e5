import type { ListingFacets, SearchAnswer } from '@store/shared/api';
import { SECTIONS } from '@store/shared/catalog';
import { storeApi } from '@store/shared/store';
import type { PageQuery } from './listingApi';
import { FILTER_NAMES } from '../filters';

/** A page of results: as many as a listing's page, so the grid fills the same way. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * GET /search for the results page's query (`search` is the words, `type` is not used: the
 * whole store), page `page` (1 and up, the first without it: one address per first page).
 */
export function searchPath(query: PageQuery, page = 1): string {
  const params = new URLSearchParams({ q: query.search });
  if (page > 1) params.set('page', String(page));
  if (query.sort !== 'popular') params.set('sort', query.sort);
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return `/search?${params}`;
}

export const searchApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The whole store's results, a numbered page at a time (the next while `page` < `pages`). */
    search: build.infiniteQuery<SearchAnswer, PageQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({ url: searchPath(queryArg, pageParam), answer: 'search' }),
      providesTags: (data) => [
        ...(data?.pages ?? []).flatMap((page) => page.products.map((p) => ({ type: 'Product' as const, id: p._id }))),
        // A product added or moved in any section (the admin's edit) may change what a search finds.
        ...SECTIONS.map((id) => ({ type: 'ProductList' as const, id })),
      ],
    }),
    /** What the filters would find for choices not yet applied: the first page's counts. */
    searchCounts: build.query<ListingFacets, PageQuery>({
      query: (query) => ({ url: searchPath({ ...query, sort: 'popular' }), answer: 'search' }),
      // Asked of the first page, which always carries them.
      transformResponse: (answer: SearchAnswer) => answer.facets as ListingFacets,
      providesTags: SECTIONS.map((id) => ({ type: 'ProductList' as const, id })),
    }),
  }),
});
