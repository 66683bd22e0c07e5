import { cartOpened, selectCartCount, useAppDispatch, useAppSelector } from '@store/shared/store';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';

const Bag = styled.button`
  position: relative;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  background: transparent;
  color: ${theme.color.ink};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    border-radius: 4px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${theme.color.ink};
  color: ${theme.color.paper};
  font: 600 12px/20px ${theme.font.body};
`;

/** The bag icon with the cart count; it asks for the cart drawer through the ui slice. */
export function BagButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <Bag
      type="button"
      id="bag-button"
      aria-label={`Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={() => dispatch(cartOpened())}
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M6 7h12l1 14H5L6 7z" />
        <path d="M9 7V5a3 3 0 0 1 6 0v2" />
      </svg>
      <Count data-testid="cart-count">{count}</Count>
    </Bag>
  );
}
