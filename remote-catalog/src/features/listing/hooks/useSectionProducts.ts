import type { Section } from '@store/shared/catalog';
import { isCancel } from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NEXT_CURSOR_HEADER, type Product } from '@store/shared/api';
import { useServerRead } from '@store/shared/store';
import { fetchSectionPage, sectionPage, sectionPagePath, type PageQuery } from '../api/fetchSectionPage';

export interface SectionProducts {
  products: Product[];
  /** No list to show yet for this category and sort: the loading text. */
  loading: boolean;
  /** A new search is on its way; the current list stays on screen meanwhile. */
  refreshing: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

interface State {
  /** Which category and sort the products belong to. */
  listKey: string;
  products: Product[];
  nextCursor: string | null;
  pending: 'first' | 'more' | null;
}

/**
 * A section's products, one page at a time. A new category or sort starts from the loading
 * text; a new search keeps the old list until the answer comes. Errors end in an empty list
 * (product §8), logged.
 */
export function useSectionProducts(section: Section, query: PageQuery): SectionProducts {
  const { type, search, sort } = query;
  const listKey = `${type}\n${sort}`;
  // The first page as the render server drew it, when it did: no loading text, no second read.
  const read = useServerRead(sectionPagePath(section, { type, search, sort }));
  const arrivedWith = useRef(read?.status === 200 ? sectionPage(read.body, read.headers[NEXT_CURSOR_HEADER]) : null);
  const [state, setState] = useState<State>(() =>
    arrivedWith.current
      ? { listKey, ...arrivedWith.current, pending: null }
      : { listKey, products: [], nextCursor: null, pending: 'first' },
  );
  // Bumped on every new first page, so an older "more" answer cannot append to a newer list.
  const generation = useRef(0);
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const current = ++generation.current;
    if (arrivedWith.current) {
      arrivedWith.current = null;
      return;
    }
    moreController.current?.abort();
    const controller = new AbortController();
    setState((previous) =>
      previous.listKey === listKey
        ? { ...previous, pending: 'first' }
        : { listKey, products: [], nextCursor: null, pending: 'first' },
    );
    fetchSectionPage(section, { type, search, sort }, controller.signal)
      .then((page) => {
        if (current === generation.current)
          setState({ listKey, products: page.products, nextCursor: page.nextCursor, pending: null });
      })
      .catch((error: unknown) => {
        if (isCancel(error)) return;
        console.error('listing: failed to load products', error);
        setState({ listKey, products: [], nextCursor: null, pending: null });
      });
    return () => controller.abort();
  }, [section, type, search, sort, listKey]);

  const loadMore = useCallback(() => {
    if (state.pending || !state.nextCursor) return;
    const current = generation.current;
    const controller = new AbortController();
    moreController.current = controller;
    setState((previous) => ({ ...previous, pending: 'more' }));
    fetchSectionPage(section, { type, search, sort, cursor: state.nextCursor }, controller.signal)
      .then((page) => {
        if (current !== generation.current) return;
        setState((previous) => {
          // A product that moved between pages (a sale changed its rank) is shown once.
          const seen = new Set(previous.products.map((p) => p._id));
          const fresh = page.products.filter((p) => !seen.has(p._id));
          return {
            ...previous,
            products: [...previous.products, ...fresh],
            nextCursor: page.nextCursor,
            pending: null,
          };
        });
      })
      .catch((error: unknown) => {
        if (isCancel(error) || current !== generation.current) return;
        console.error('listing: failed to load more products', error);
        // Keep what is shown; stop asking for more so a dead API is not hammered.
        setState((previous) => ({ ...previous, nextCursor: null, pending: null }));
      });
  }, [section, type, search, sort, state.pending, state.nextCursor]);

  const fresh = state.listKey === listKey;
  return {
    products: fresh ? state.products : [],
    loading: !fresh || (state.pending === 'first' && state.products.length === 0),
    refreshing: fresh && state.pending === 'first' && state.products.length > 0,
    loadingMore: state.pending === 'more',
    hasMore: fresh && state.nextCursor !== null,
    loadMore,
  };
}
