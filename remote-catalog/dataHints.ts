import type { DataHints } from '@store/shared/config';

/**
 * What each page reads first on a URL without a query, as the early start fills it in
 * (`{path}`, the route's `{id}`): the listing's first page and its filters' counts, and the product, as their modules'
 * `prefetch` asks for them. A test holds the two equal (dataHints.test.ts).
 */
export const CATALOG_DATA_HINTS: DataHints = {
  Listing: ['/api/products{path}?limit=24', '/api/products{path}/facets'],
  ProductDetail: ['/products/{id}'],
};
