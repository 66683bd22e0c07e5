import { apiClient, type ListingSort, type Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';

/** A few products of a section from the public GET /products/{section} (home grid and showcases). */
export async function fetchSectionSample(
  section: Section,
  limit: number,
  sort: ListingSort,
  signal?: AbortSignal,
): Promise<Product[]> {
  const { data } = await apiClient().get<Product[]>(`/products/${section}`, { params: { limit, sort }, signal });
  return Array.isArray(data) ? data : [];
}
