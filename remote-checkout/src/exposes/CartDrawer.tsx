import { CartDrawerPanel } from '../features/cart/components/CartDrawerPanel';

/** checkout/CartDrawer: rendered by the shell while ui.cartOpen is true. */
export default function CartDrawer() {
  return <CartDrawerPanel />;
}
