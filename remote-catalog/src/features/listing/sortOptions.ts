import { LISTING_SORTS, type ListingSort } from '@store/shared/api';

export function parseSort(value: string | null): ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(value ?? '') ? (value as ListingSort) : 'popular';
}
