import { Children, forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
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

const StyledButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

/** The words of a button holding an amount: one flex item (the button's gap would space its pieces). */
const Words = styled.span`
  display: inline;
`;

/** An amount inside a button's capitals, written as the spec writes it: "Rs.", never "RS.". */
const Amount = styled.span`
  display: inline;
  text-transform: none;
`;

const AMOUNT = /(Rs\.\s?[\d,]+(?:\.\d+)?)/;

/** The button's text with every amount in a span the capitals do not reach. */
function keepAmounts(children: ReactNode): ReactNode {
  const parts = Children.toArray(children);
  if (!parts.some((part) => typeof part === 'string' && AMOUNT.test(part))) return children;
  return (
    <Words>
      {parts.map((part) =>
        typeof part === 'string'
          ? part.split(AMOUNT).map((piece, index) => (index % 2 ? <Amount key={index}>{piece}</Amount> : piece))
          : part,
      )}
    </Words>
  );
}

/** The store's button (small capitals); an amount in its text keeps its "Rs.". */
export const Button = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof StyledButton>>(function Button(
  { children, ...props },
  ref,
) {
  return (
    <StyledButton ref={ref} {...props}>
      {keepAmounts(children)}
    </StyledButton>
  );
});

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

/**
 * A step that reads as a link in running text ("Choose L", "Review this piece"): underlined
 * words, no box, still a full 44 px to tap on a phone.
 */
export const TextButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.ink};
  font: 600 14px/1.2 ${theme.font.body};
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;
