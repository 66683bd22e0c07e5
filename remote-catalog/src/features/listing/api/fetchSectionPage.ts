import { apiClient, NEXT_CURSOR_HEADER, type ListingSort, type Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';

export interface PageQuery {
  type: string;
  search: string;
  sort: ListingSort;
  cursor?: string | null;
}

export interface ProductPage {
  products: Product[];
  nextCursor: string | null;
}

export const PAGE_SIZE = 24;

/**
 * One page of GET /api/products/{section}: type is omitted for 'all' (accessories send
 * hyphens as spaces, as the product's screens do); the server searches, sorts and pages.
 */
export async function fetchSectionPage(section: Section, query: PageQuery, signal?: AbortSignal): Promise<ProductPage> {
  const params: Record<string, string | number> = { limit: PAGE_SIZE };
  if (query.type && query.type !== 'all')
    params.type = section === 'accessories' ? query.type.replace(/-/g, ' ') : query.type;
  if (query.search) params.search = query.search;
  if (query.sort !== 'popular') params.sort = query.sort;
  if (query.cursor) params.cursor = query.cursor;
  const response = await apiClient().get<Product[]>(`/api/products/${section}`, { params, signal });
  const next = response.headers[NEXT_CURSOR_HEADER];
  return {
    products: Array.isArray(response.data) ? response.data : [],
    nextCursor: typeof next === 'string' && next ? next : null,
  };
}
