import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the element is within `margin` of the viewport: lazy sections and infinite lists
 * start their work just before the shopper scrolls to them. Browsers without
 * IntersectionObserver get true at once (everything loads, nothing breaks).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px', enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, enabled]);
  return near;
}
