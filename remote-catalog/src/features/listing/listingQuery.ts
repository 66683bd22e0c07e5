import { parseSort } from './sortOptions';
import type { PageQuery } from './api/fetchSectionPage';

/** The listing's query as its URL states it: category (all when missing), trimmed search, sort. */
export function listingQueryOf(params: URLSearchParams): PageQuery {
  return {
    type: params.get('type') ?? 'all',
    search: (params.get('search') ?? '').trim(),
    sort: parseSort(params.get('sort')),
  };
}
