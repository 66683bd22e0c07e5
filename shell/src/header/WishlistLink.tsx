import { selectWishlistCount, useAppSelector } from '@store/shared/store';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { useT } from '../i18n';
import { headerIcon, IconCount } from './headerIcon';
import { Glyph } from './Glyph';

const Heart = styled(Link)`
  ${headerIcon}
`;

/** The header's heart: the wishlist page, with how many pieces it holds (none shown when empty). */
export function WishlistLink() {
  const t = useT();
  const count = useAppSelector(selectWishlistCount);
  return (
    <Heart to="/wishlist" aria-label={t('shell.wishlist.label', { count })}>
      <Glyph>
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </Glyph>
      {count > 0 ? (
        <IconCount $tone="accent" data-testid="wishlist-count">
          {count}
        </IconCount>
      ) : null}
    </Heart>
  );
}
