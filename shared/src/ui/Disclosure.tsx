import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styled, { type RuleSet } from 'styled-components';

const Details = styled.details`
  position: relative;
`;

const Summary = styled.summary<{ $look?: RuleSet<object> }>`
  list-style: none;
  cursor: pointer;
  user-select: none;
  &::-webkit-details-marker {
    display: none;
  }
  ${({ $look }) => $look}
`;

interface Props {
  /** The button's content and its look (a `css` block). */
  label: ReactNode;
  labelLook?: RuleSet<object>;
  /** The button's accessible name when its content is an icon. */
  labelName?: string;
  /** Live only: a click on the closed button; preventing its default keeps it shut (a dialog opens instead). */
  onOpenClick?: (event: MouseEvent) => void;
  /** Whether what the button opened instead (a dialog) is open; left out, the element says it. */
  expanded?: boolean;
  className?: string;
  /** What it shows when open; a click on a link in it closes it. */
  children: ReactNode;
}

/**
 * A button that shows what it holds, as a native disclosure (`<details>`): a server-drawn page
 * opens it and follows its links before the code arrives, or without it. Once live, a link
 * followed, Escape or a click elsewhere closes it, and focus returns to its button.
 */
export function Disclosure({ label, labelLook, labelName, onOpenClick, expanded, className, children }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
    summary.current?.focus();
  };

  // The element says whether it is open (it may have been opened before hydration).
  useEffect(() => {
    const onPointer = (event: globalThis.MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, []);

  return (
    <Details
      ref={details}
      className={className}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && details.current?.open) {
          event.preventDefault();
          close();
        }
      }}
      onClick={(event) => {
        if (event.target !== summary.current && (event.target as HTMLElement).closest('a')) close();
      }}
    >
      {/* Named a button for every tool (browsers still expose its expanded state). */}
      <Summary
        ref={summary}
        role="button"
        aria-label={labelName}
        aria-expanded={expanded}
        $look={labelLook}
        onClick={(event) => {
          if (!details.current?.open) onOpenClick?.(event);
        }}
      >
        {label}
      </Summary>
      {children}
    </Details>
  );
}
