import type { ListingSort, Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';
import { afterNextPaint } from '@store/shared/ui';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import { fetchSectionSample } from '../api/fetchSectionSample';

/**
 * Products for a home block; null while loading, [] when the API fails (the block then hides).
 * Asked for once the page has painted: the blocks decorate the landing, whose heading comes first.
 */
export function useSectionSample(section: Section, limit: number, sort: ListingSort): Product[] | null {
  const [products, setProducts] = useState<Product[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const cancel = afterNextPaint(() => {
      fetchSectionSample(section, limit, sort, controller.signal)
        .then(setProducts)
        .catch((error: unknown) => {
          if (isCancel(error)) return;
          console.error(`home: failed to load ${section}`, error);
          setProducts([]);
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [section, limit, sort]);
  return products;
}
