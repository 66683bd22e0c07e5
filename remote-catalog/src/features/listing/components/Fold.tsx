import { theme } from '@store/shared/ui';
import styled from 'styled-components';

/** A folding group of the listing's panel (a filter, the categories): a ruled line with + / −. */
export const Fold = styled.details`
  border-top: 1px solid ${theme.color.line};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    cursor: pointer;
    list-style: none;
    font: ${theme.weight.medium} 15px/1.3 ${theme.font.body};
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '+';
      font-size: 18px;
    }
  }
  &[open] summary::after {
    content: '−';
  }
`;
