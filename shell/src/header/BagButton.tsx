import { cartOpened, selectCartCount, useAppDispatch, useAppSelector } from '@store/shared/store';
import styled from 'styled-components';
import { useT } from '../i18n';
import { headerIcon, IconCount } from './headerIcon';
import { Glyph } from './Glyph';

const Bag = styled.button`
  ${headerIcon}
  border: 0;
  background: transparent;
  cursor: pointer;
`;

/** The bag icon with the cart count; it asks for the cart drawer through the ui slice. */
export function BagButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <Bag
      type="button"
      id="bag-button"
      aria-label={t('shell.bag.label', { count })}
      onClick={() => dispatch(cartOpened())}
    >
      <Glyph size={24}>
        <path d="M6 7h12l1 14H5L6 7z" />
        <path d="M9 7V5a3 3 0 0 1 6 0v2" />
      </Glyph>
      <IconCount $tone="ink" data-testid="cart-count">
        {count}
      </IconCount>
    </Bag>
  );
}
