import { fetchPublicProducts, type ListingSort, type Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';

/** A few products of a section (home grid and showcases). */
export function fetchSectionSample(
  section: Section,
  limit: number,
  sort: ListingSort,
  signal?: AbortSignal,
): Promise<Product[]> {
  return fetchPublicProducts(section, { limit, sort }, signal);
}
