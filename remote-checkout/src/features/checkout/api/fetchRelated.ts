import { fetchPublicProducts, type Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';

/** Products of one category, for related products. */
export function fetchProductsOfType(
  section: Section,
  type: string,
  limit: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  return fetchPublicProducts(section, { type, limit }, signal);
}
