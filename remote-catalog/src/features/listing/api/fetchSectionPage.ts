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
  const response = await apiClient().get<Product[]>(sectionPagePath(section, query), { signal });
  return sectionPage(response.data, response.headers[NEXT_CURSOR_HEADER]);
}

/**
 * The path and query of one page: what the browser asks, and the key of the render server's
 * read of the first page (its dataHints name the default one, `/api/products/<section>?limit=24`).
 */
export function sectionPagePath(section: Section, query: PageQuery): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (query.type && query.type !== 'all')
    params.set('type', section === 'accessories' ? query.type.replace(/-/g, ' ') : query.type);
  if (query.search) params.set('search', query.search);
  if (query.sort !== 'popular') params.set('sort', query.sort);
  if (query.cursor) params.set('cursor', query.cursor);
  return `/api/products/${section}?${params}`;
}

/** A page as the list reads it, from the answer's body and its next-cursor header. */
export function sectionPage(body: unknown, next: unknown): ProductPage {
  return {
    products: Array.isArray(body) ? (body as Product[]) : [],
    nextCursor: typeof next === 'string' && next ? next : null,
  };
}
