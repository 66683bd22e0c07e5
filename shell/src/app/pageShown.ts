import { PAGE_LIVE_ATTRIBUTE } from '@store/shared/config';
import { useEffect } from 'react';

let markShown = () => {};

/**
 * Settles once the first page has shown its content (its remote module has rendered, or it is
 * a shell page), or after 3 s whatever happens: work that can wait for it (the session check)
 * does not compete with the page's own requests.
 */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
  // The render server imports this too: it shows no page, and holds no timer.
  if (typeof window !== 'undefined') setTimeout(resolve, 3000);
});

/** Rendered with a page's content: marks the first page shown once it is on screen. */
export function PageShown({ when = true }: { when?: boolean }): null {
  useEffect(() => {
    if (!when) return;
    document.documentElement.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
    markShown();
  }, [when]);
  return null;
}
