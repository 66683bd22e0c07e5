import type { ListingSort, Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import { fetchSectionSample } from '../api/fetchSectionSample';

/** Products for a home block; null while loading, [] when the API fails (the block then hides). */
export function useSectionSample(section: Section, limit: number, sort: ListingSort): Product[] | null {
  const [products, setProducts] = useState<Product[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchSectionSample(section, limit, sort, controller.signal)
      .then(setProducts)
      .catch((error: unknown) => {
        if (isCancel(error)) return;
        console.error(`home: failed to load ${section}`, error);
        setProducts([]);
      });
    return () => controller.abort();
  }, [section, limit, sort]);
  return products;
}
