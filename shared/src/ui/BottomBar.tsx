import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';
import { useBottomBar } from './useBottomBar';

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md} calc(${theme.space.sm} + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.line};
  background: ${theme.color.paper};
  box-shadow: 0 -6px 20px rgba(28, 26, 23, 0.08);
  p {
    flex: 1 1 0;
    margin: 0;
    min-width: 0;
    font-size: ${theme.size.sm};
    color: ${theme.color.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  strong {
    display: block;
    color: ${theme.color.ink};
    font-size: ${theme.size.lg};
  }
  button {
    flex: 0 0 auto;
    max-width: 62%;
    padding: 0 ${theme.space.md};
  }
`;

/**
 * A bar fixed to the bottom of a phone's screen (the total and Pay, the price and Select size):
 * a named region, and while it shows, floating buttons rise above it (useBottomBar).
 */
export function BottomBar({ label, children }: { label: string; children: ReactNode }) {
  useBottomBar(true);
  return (
    <Bar role="region" aria-label={label}>
      {children}
    </Bar>
  );
}
