import { theme } from '@store/shared/ui';
import styled, { css } from 'styled-components';

/** A header icon's 44 px target (the bag's button, the wishlist's link). */
export const headerIcon = css`
  position: relative;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  color: ${theme.color.ink};
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    border-radius: 4px;
  }
`;

/** The number on a header icon's corner. */
export const IconCount = styled.span<{ $tone: 'ink' | 'accent' }>`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ $tone }) => theme.color[$tone]};
  color: ${theme.color.paper};
  font: 600 12px/20px ${theme.font.body};
  text-align: center;
`;
