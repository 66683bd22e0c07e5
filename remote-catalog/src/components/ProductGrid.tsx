import { theme } from '@store/shared/ui';
import styled from 'styled-components';

/**
 * Product cards two a row on phones, as shoppers of Indian fashion stores expect, and
 * `$columns` a row on wide screens (the listing's three, a home or best-seller row's four).
 */
export const ProductGrid = styled.div<{ $columns: 3 | 4 }>`
  display: grid;
  gap: ${theme.space.md} ${theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${theme.breakpoint.sm}) {
    gap: ${theme.space.lg};
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(${(props) => props.$columns}, 1fr);
  }
`;
