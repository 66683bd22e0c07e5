import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

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
    };
  }, [panel]);
}
