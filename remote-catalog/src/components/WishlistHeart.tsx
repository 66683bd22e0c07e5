import { theme } from '@store/shared/ui';
import styled, { css } from 'styled-components';
import { productText } from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { useWishlist } from '../hooks/useWishlist';
import { useT } from '../i18n';

/** 44 px to tap; on a card it sits in the picture's corner on a white disc, on the product page beside the name. */
const Toggle = styled.button<{ $over: boolean }>`
  width: 44px;
  height: 44px;
  flex: none;
  display: grid;
  place-items: center;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.color.ink};
  cursor: pointer;
  transition: transform ${theme.motion.fast} ${theme.motion.ease};
  ${({ $over }) =>
    $over
      ? css`
          position: absolute;
          top: ${theme.space.xs};
          right: ${theme.space.xs};
          z-index: 1;
        `
      : css`
          border: 1px solid ${theme.color.line};
        `}
  svg {
    display: block;
    ${({ $over }) => ($over ? `filter: drop-shadow(0 1px 1px rgba(28, 26, 23, 0.25));` : '')}
  }
  /* The disc behind the heart on a picture: the heart reads on any photo. */
  span {
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    background: ${({ $over }) => ($over ? 'rgba(255, 255, 255, 0.92)' : 'transparent')};
  }
  &[aria-pressed='true'] {
    color: ${theme.color.danger};
  }
  &:active {
    transform: scale(0.9);
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -2px;
  }
`;

const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';

/**
 * The heart that saves a piece to the wishlist: a toggle button (aria-pressed), named for what
 * pressing it does. Never inside a card's link: `over` places it over the card's picture as the
 * link's sibling.
 */
export function WishlistHeart({
  product,
  over = false,
}: {
  product: Parameters<typeof productText>[0] & { _id: string };
  over?: boolean;
}) {
  const t = useT();
  const { name } = productText(product, useLocale());
  const { saved, toggle } = useWishlist();
  const pressed = saved(product._id);
  return (
    <Toggle
      type="button"
      $over={over}
      aria-pressed={pressed}
      aria-label={pressed ? t('catalog.wishlist.removeNamed', { name }) : t('catalog.wishlist.saveNamed', { name })}
      onClick={() => void toggle(product._id)}
    >
      <span>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d={HEART} fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </span>
    </Toggle>
  );
}
