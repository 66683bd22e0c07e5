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

/**
 * The query string of the listing with `changes` applied: where a category, sort or filter link
 * leads (an empty filter is removed). Links work before the page's code arrives (and without
 * it); once live they replace the entry.
 */
export function listingSearch(query: PageQuery, changes: Partial<PageQuery>): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams({ type: next.type || 'all' });
  if (next.search) params.set('search', next.search);
  if (next.sort !== 'popular') params.set('sort', next.sort);
  // A several-valued filter is repeated, as a GET form of checkboxes sends it (colour=Red&colour=Navy).
  for (const name of FILTER_NAMES) for (const value of valuesOf(next[name])) params.append(name, value);
  return `?${params}`;
}
