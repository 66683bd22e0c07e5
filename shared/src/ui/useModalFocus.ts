import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Gives focus back to `element` once it can take it (a few frames at most), if focus is lost meanwhile. */
function refocusWhenEnabled(element: HTMLElement, attempts = 20): void {
  setTimeout(() => {
    const lost = document.activeElement === document.body || !document.activeElement;
    if (!lost || !element.isConnected) return;
    if ((element as HTMLButtonElement).disabled) {
      if (attempts > 0) refocusWhenEnabled(element, attempts - 1);
      return;
    }
    element.focus();
  }, 16);
}

/**
 * What every modal needs: focus moves in when it opens, Tab stays inside, Escape closes it,
 * and focus returns to where it was when it closes. `onKey` sees other keys (arrows...).
 */
export function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  onKey?: (event: KeyboardEvent) => void,
): void {
  const handlers = useRef({ onClose, onKey });
  handlers.current = { onClose, onKey };

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return handlers.current.onClose();
      if (event.key !== 'Tab') return handlers.current.onKey?.(event);
      if (!panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      previous?.focus?.();
      // The opener may still be disabled as the modal closes (the pay button while paying):
      // once it is enabled again, focus goes back to it, unless something else took focus.
      if (previous && document.activeElement !== previous) refocusWhenEnabled(previous);
    };
  }, [panel]);
}
