import { formatRupees } from '@store/shared/format';
import { cartClosed, selectCartItems, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button, Dialog, theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { cartSubtotal } from '../../../lib/cartTotals';
import { lineDetails, useCartProducts } from '../../../hooks/useCartProducts';
import { CartLines } from '../../../components/CartLines';
import { useT } from '../../../i18n';

const Summary = styled.div`
  margin-top: 16px;
  display: grid;
  gap: 12px;
  p {
    margin: 0;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: 600;
`;

const CheckoutLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: 4px;
  background: ${theme.color.ink};
  color: ${theme.color.paper};
  font-weight: 600;
  text-decoration: none;
`;

/** The bag's drawer (product §2): lines from the API, subtotal, Checkout and Continue Shopping. */
export function CartDrawerPanel() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const products = useCartProducts(items, '/api/products');
  const t = useT();
  const close = () => dispatch(cartClosed());
  const subtotal = cartSubtotal(
    items.map((item) => ({ price: lineDetails(item, products).price, quantity: item.quantity })),
  );
  return (
    <Dialog title={t('checkout.drawer.title')} placement="right" onClose={close}>
      {items.length === 0 ? <p>{t('checkout.cart.empty')}</p> : <CartLines items={items} products={products} />}
      <Summary>
        <Total>
          <span>{t('checkout.drawer.subtotal')}</span> <span>{formatRupees(subtotal)}</span>
        </Total>
        <p>{t('checkout.drawer.taxNote')}</p>
        <CheckoutLink to="/checkout" onClick={close}>
          {t('checkout.drawer.checkout')}
        </CheckoutLink>
        <Button type="button" $variant="secondary" onClick={close}>
          {t('checkout.button.continueShopping')}
        </Button>
      </Summary>
    </Dialog>
  );
}
