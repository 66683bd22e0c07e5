import { LISTING_SORTS, type ListingSort } from '@store/shared/api';

/** The Sort menu's labels, in the product's order; 'popular' is the default. */
export const SORT_LABELS: Record<ListingSort, string> = {
  popular: 'Most Popular',
  rating: 'Best Rating',
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
};

export function parseSort(value: string | null): ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(value ?? '') ? (value as ListingSort) : 'popular';
}
