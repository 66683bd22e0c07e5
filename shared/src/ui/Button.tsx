import styled, { css } from 'styled-components';
import { theme } from './theme';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 4px;
  font: 600 14px/1 ${theme.font.body};
  letter-spacing: 0.04em;
  cursor: pointer;
  border: 1px solid ${theme.color.ink};
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.ink};
          color: ${theme.color.paper};
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.color.paper};
            color: ${theme.color.ink};
          `
        : css`
            background: transparent;
            color: inherit;
            border-color: transparent;
          `}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
`;
