import { NEXT_CURSOR_HEADER, type ListingFacets, type ListingSort, type Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';
import { storeApi } from '@store/shared/store';
import { FILTER_NAMES, type ListingFilters } from '../filters';

export interface PageQuery extends ListingFilters {
  type: string;
  search: string;
  sort: ListingSort;
}

/** A listing: the section, and the category, search, sort and filters its URL states. */
export interface ListingArgs {
  section: Section;
  query: PageQuery;
}

/** One page of a listing, and the cursor of the next (null: the last page). */
export interface ListingPage {
  products: Product[];
  nextCursor: string | null;
  /** Which list it belongs to: the listing without its search (see `listKey`). */
  list: string;
}

export const PAGE_SIZE = 24;

/**
 * The path and query of a listing's first page of GET /api/products/{section}. Type is omitted
 * for 'all' (accessories send hyphens as spaces, as the product's screens do); the server
 * searches, filters, sorts and pages.
 */
export function sectionPagePath(section: Section, query: PageQuery): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (query.type && query.type !== 'all')
    params.set('type', section === 'accessories' ? query.type.replace(/-/g, ' ') : query.type);
  if (query.search) params.set('search', query.search);
  if (query.sort !== 'popular') params.set('sort', query.sort);
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return `/api/products/${section}?${params}`;
}

/** What a listing's facets are counted for: its category, search and filters (a sort changes no count). */
export type FacetsArgs = ListingArgs;

/** GET /api/products/{section}/facets with the listing's category, search and filters. */
export function facetsPath(section: Section, query: PageQuery): string {
  const path = sectionPagePath(section, { ...query, sort: 'popular' });
  const params = new URLSearchParams(path.slice(path.indexOf('?') + 1));
  params.delete('limit');
  return `/api/products/${section}/facets?${params}`;
}

/** The list a listing's products belong to: its category, sort and filters, whatever the search. */
export const listKey = ({ section, query }: ListingArgs) => sectionPagePath(section, { ...query, search: '' });

export const listingApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** A listing, one keyset page at a time: each page's X-Next-Cursor names the next. */
    listing: build.infiniteQuery<ListingPage, ListingArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `${sectionPagePath(queryArg.section, queryArg.query)}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        answer: 'products',
      }),
      transformResponse: (products: Product[], meta, { queryArg }) => ({
        products,
        nextCursor: meta?.headers[NEXT_CURSOR_HEADER] || null,
        list: listKey(queryArg),
      }),
      providesTags: (data, _error, { section }) => [
        ...(data?.pages ?? []).flatMap((page) => page.products.map((p) => ({ type: 'Product' as const, id: p._id }))),
        { type: 'ProductList', id: section },
      ],
    }),
    /** How many products the filters find, and what each choice would find (the filters' counts). */
    listingFacets: build.query<ListingFacets, FacetsArgs>({
      query: ({ section, query }) => ({ url: facetsPath(section, query), answer: 'listingFacets' }),
      providesTags: (_data, _error, { section }) => [{ type: 'ProductList', id: section }],
    }),
  }),
});
