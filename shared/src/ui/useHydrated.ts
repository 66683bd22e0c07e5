import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * False on the first render (the server's, and the browser's that takes it over), true once the
 * component is live. What cannot work without the page's code (a button that adds to the bag)
 * stays disabled until then; controls that can (a radio, a search box) take what the shopper did
 * before it arrived with `useDrawnInput`.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A drawn control's element, handed once to `adopt` when the component comes alive. Hydration
 * keeps what the shopper typed or checked before the code arrived in the page, but not in the
 * component's state, and the next render would put the state's value back: `adopt` reads the
 * element and sets the state from it (a search typed early is searched, a size tapped early stays
 * chosen).
 */
export function useDrawnInput<E extends HTMLElement>(adopt: (element: E) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const first = useRef(adopt);
  useEffect(() => {
    if (ref.current) first.current(ref.current);
  }, []);
  return ref;
}
