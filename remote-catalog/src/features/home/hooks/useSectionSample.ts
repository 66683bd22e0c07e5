import type { ListingSort, Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';
import { afterNextPaint, useLoad } from '@store/shared/ui';
import { fetchSectionSample } from '../api/fetchSectionSample';

/**
 * Products for a home block; null while loading, [] when the API fails (the block then hides).
 * Asked for once the page has painted: the blocks decorate the landing, whose heading comes first.
 */
export function useSectionSample(section: Section, limit: number, sort: ListingSort): Product[] | null {
  const { data } = useLoad((signal) => fetchSectionSample(section, limit, sort, signal), [section, limit, sort], {
    defer: afterNextPaint,
    fallback: [] as Product[],
    onError: (error) => console.error(`home: failed to load ${section}`, error),
  });
  return data;
}
