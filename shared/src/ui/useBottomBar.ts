import { useEffect } from 'react';

/** Set on <html> while a bar sits at the bottom of a phone's screen (pay, buy): floating buttons rise above it. */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/** Marks the page as having a bottom bar while the calling component shows one. */
export function useBottomBar(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    document.documentElement.setAttribute(BOTTOM_BAR_ATTRIBUTE, '');
    return () => document.documentElement.removeAttribute(BOTTOM_BAR_ATTRIBUTE);
  }, [shown]);
}
