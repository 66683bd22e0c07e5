import type { Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import { fetchSectionProducts } from '../api/fetchSectionProducts';

interface State {
  products: Product[];
  loading: boolean;
}

/** Loads a section's products; refetches when section or category changes. Errors leave it empty. */
export function useSectionProducts(section: Section, type: string): State {
  const [state, setState] = useState<State>({ products: [], loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    fetchSectionProducts(section, type, controller.signal)
      .then((products) => setState({ products, loading: false }))
      .catch((error: unknown) => {
        if (isCancel(error)) return;
        console.error('listing: failed to load products', error);
        setState({ products: [], loading: false });
      });
    return () => controller.abort();
  }, [section, type]);
  return state;
}
