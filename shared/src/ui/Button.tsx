import styled, { css } from 'styled-components';
import { focusRing, theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/**
 * The look of every button, and of a link that acts as one (`styled(Link)` with this mixin):
 * small capitals on ink, outlined on paper, or bare.
 */
export const buttonLook = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radius.sm};
  font: ${theme.weight.medium} 13px/1 ${theme.font.body};
  letter-spacing: ${theme.tracking.caps};
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid ${theme.color.ink};
  transition:
    background ${theme.motion.fast} ${theme.motion.ease},
    color ${theme.motion.fast} ${theme.motion.ease},
    border-color ${theme.motion.fast} ${theme.motion.ease};
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.color.ink};
          color: ${theme.color.paper};
          &:hover:not(:disabled) {
            background: ${theme.color.accentDark};
            border-color: ${theme.color.accentDark};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.color.paper};
            color: ${theme.color.ink};
            &:hover:not(:disabled) {
              background: ${theme.color.cream};
            }
          `
        : css`
            background: transparent;
            color: inherit;
            border-color: transparent;
            &:hover:not(:disabled) {
              background: ${theme.color.cream};
            }
          `}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  /* Busy, but keeping focus (a disabled button would lose it). */
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

/** A text link inside a sentence or a toolbar: ink, a fine underline that darkens on hover. */
export const textLinkLook = css`
  color: ${theme.color.ink};
  font-weight: ${theme.weight.medium};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.25em;
  text-decoration-color: ${theme.color.accent};
  &:hover {
    color: ${theme.color.accentDark};
  }
`;
