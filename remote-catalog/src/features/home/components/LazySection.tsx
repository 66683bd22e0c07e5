import { useNearViewport } from '@store/shared/ui';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Slot = styled.div<{ $reserve: number }>`
  min-height: ${({ $reserve }) => $reserve}px;
`;

/**
 * Renders its children (a lazy component: code and data) only once the slot comes near the
 * viewport, and keeps them. The reserved height keeps the page from jumping meanwhile.
 */
export function LazySection({ name, reserve, children }: { name: string; reserve: number; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const near = useNearViewport(slot, '400px', !shown);
  useEffect(() => {
    if (near) setShown(true);
  }, [near]);
  return (
    <Slot ref={slot} $reserve={shown ? 0 : reserve} data-testid={`lazy-${name}`} data-lazy-section="">
      {shown ? <Suspense fallback={<Slot $reserve={reserve} />}>{children}</Suspense> : null}
    </Slot>
  );
}
