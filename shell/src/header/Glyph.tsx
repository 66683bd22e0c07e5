import type { ReactNode } from 'react';

/** A header icon's line drawing on the 24-unit grid, in the text's colour; hidden from screen readers (its control carries the words). */
export function Glyph({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      {children}
    </svg>
  );
}
