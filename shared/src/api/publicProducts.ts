import type { Section } from '../catalog/sections';
import { apiClient } from './client';
import type { ListingQuery, Product } from './product';

/** GET /products/{section}: the public listing the home page and checkout read (product §7). */
export async function fetchPublicProducts(
  section: Section,
  params: Partial<Pick<ListingQuery, 'type' | 'sort' | 'limit'>>,
  signal?: AbortSignal,
): Promise<Product[]> {
  const { data } = await apiClient().get<Product[]>(`/products/${section}`, { params, signal });
  return Array.isArray(data) ? data : [];
}
