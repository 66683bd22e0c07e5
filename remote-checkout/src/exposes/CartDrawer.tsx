import { formatRupees } from '@store/shared/format';
import { cartClosed, selectCartItems, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button, Dialog } from '@store/shared/ui';
import { Link } from 'react-router-dom';
import { cartSubtotal } from '../features/cart/cartTotals';
import { CartLines } from '../features/cart/components/CartLines';

/** checkout/CartDrawer: rendered by the shell while ui.cartOpen is true. */
export default function CartDrawer() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const close = () => dispatch(cartClosed());
  return (
    <Dialog title="Shopping cart" placement="right" onClose={close}>
      {items.length === 0 ? <p>Your cart is empty.</p> : <CartLines items={items} />}
      <p>
        <strong>Subtotal</strong> {formatRupees(cartSubtotal(items))}
      </p>
      <p>Shipping and taxes calculated at checkout.</p>
      <p>
        <Link to="/checkout" onClick={close}>
          Checkout
        </Link>
      </p>
      <Button type="button" $variant="secondary" onClick={close}>
        Continue Shopping
      </Button>
    </Dialog>
  );
}
