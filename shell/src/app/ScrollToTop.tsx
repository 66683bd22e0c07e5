import { useEffect } from 'react';
import { useLocation } from '@store/shared/router';

export const SCROLL_DELAY_MS = 50;

/** Scrolls to the top 50 ms after each route change (product §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
