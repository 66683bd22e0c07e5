import { parseSort } from './sortOptions';
import { FILTER_NAMES, filtersOf, valuesOf } from './filters';
import type { PageQuery } from './api/listingApi';

/** The listing's query as its URL states it: category (all when missing), trimmed search, sort, filters. */
export function listingQueryOf(params: URLSearchParams): PageQuery {
  return {
    type: params.get('type') || 'all',
    search: (params.get('search') ?? '').trim(),
    sort: parseSort(params.get('sort')),
    ...filtersOf(params),
  };
}

/** A section's listing (/mens), or the whole store's search results (/search?q=). */
export type ListingScope = 'section' | 'store';

/** The search results' query as its URL states it: the words in `q`, no category, sort and filters as a listing's. */
export function storeQueryOf(params: URLSearchParams): PageQuery {
  return { ...listingQueryOf(params), type: 'all', search: (params.get('q') ?? '').trim() };
}

/**
 * The query string of the listing with `changes` applied: where a category, sort or filter link
 * leads (an empty filter is removed). Links work before the page's code arrives (and without
 * it); once live they replace the entry.
 */
export function listingSearch(query: PageQuery, changes: Partial<PageQuery>, scope: ListingScope = 'section'): string {
  const next = { ...query, ...changes };
  // The whole store's results (/search) have no category, and name the words `q`.
  const params = new URLSearchParams(scope === 'section' ? { type: next.type || 'all' } : {});
  if (next.search) params.set(scope === 'section' ? 'search' : 'q', next.search);
  if (next.sort !== 'popular') params.set('sort', next.sort);
  // A several-valued filter is repeated, as a GET form of checkboxes sends it (colour=Red&colour=Navy).
  for (const name of FILTER_NAMES) for (const value of valuesOf(next[name])) params.append(name, value);
  return `?${params}`;
}
