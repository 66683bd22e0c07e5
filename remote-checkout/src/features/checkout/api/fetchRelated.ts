import { apiClient, type Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';

/** GET /products/{section}?type=: the public listing, here for related products. */
export async function fetchProductsOfType(
  section: Section,
  type: string,
  limit: number,
  signal?: AbortSignal,
): Promise<Product[]> {
  const { data } = await apiClient().get<Product[]>(`/products/${section}`, { params: { type, limit }, signal });
  return Array.isArray(data) ? data : [];
}
