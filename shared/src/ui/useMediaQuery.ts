import { useEffect, useState } from 'react';

const matches = (query: string) =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(query).matches;

/**
 * Whether a media query holds now, following the window as it changes. Where there is no
 * window (the server) or no matchMedia (jsdom), it is `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const [holds, setHolds] = useState(() => matches(query) ?? fallback);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setHolds(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return holds;
}
