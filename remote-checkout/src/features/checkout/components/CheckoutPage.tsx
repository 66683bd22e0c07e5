import type { Address, Product } from '@store/shared/api';
import { formatRs, partialPayment } from '@store/shared/format';
import { cartCleared, selectCartItems, useAppDispatch, useAppSelector } from '@store/shared/store';
import {
  Button,
  buttonLook,
  type ButtonVariant,
  notify,
  PageContainer,
  PageTitle,
  theme,
  BottomBar,
  useMediaQuery,
} from '@store/shared/ui';
import { useState } from 'react';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { cartSubtotal } from '../../../lib/cartTotals';
import { CartLines } from '../../../components/CartLines';
import { lineDetails, useCartProducts } from '../../../hooks/useCartProducts';
import { usePayment } from '../../../hooks/usePayment';
import type { AppliedCoupon } from '../api/coupons';
import { useBuyNowItem } from '../hooks/useBuyNowItem';
import { useCheckoutMode } from '../hooks/useCheckoutMode';
import { CartTotals } from './CartTotals';
import { CouponBox } from './CouponBox';
import { RelatedProducts } from './RelatedProducts';
import { ShippingAddressPanel } from './ShippingAddressPanel';

/*
 * Phones: bag, address, totals, then related products, which load last and so sit below the
 * pay button instead of pushing it down. Desktop: totals beside the rest.
 */
const Layout = styled.div`
  display: grid;
  gap: 0 32px;
  align-items: start;
  grid-template-areas: 'main' 'totals' 'related';
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr);
    grid-template-areas: 'main totals' 'related totals';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const Panel = styled.section`
  margin-bottom: 24px;
  padding: 20px;
  border: 1px solid ${theme.color.line};
  border-radius: 8px;
  h2 {
    margin-top: 0;
    font: 600 20px/1.3 ${theme.font.display};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 16px 0;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 12px 0;
`;

const PayButton = styled(Button)`
  width: 100%;
`;

/** Room under the page for the sticky bar, so it never covers the last thing on it. */
const BarRoom = styled.div`
  height: 88px;
`;

/** The bag: a summary line that opens on phones (closed at first there), open on wide screens. */
const CartSummary = styled.details`
  summary {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space.md};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    h2 {
      margin: 0;
    }
    span {
      color: ${theme.color.muted};
      font-size: ${theme.size.sm};
    }
    span::after {
      content: ' ▾';
    }
  }
  &[open] summary {
    margin-bottom: ${theme.space.md};
    span::after {
      content: ' ▴';
    }
  }
`;

const ShopLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

/** /checkout (product §2, 4): lines, address, related products, coupon, totals and payment. */
export function CheckoutPage() {
  useBuyNowItem();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const products = useCartProducts(items, '/products');
  const mode = useCheckoutMode();
  const [address, setAddress] = useState<Address | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [partial, setPartial] = useState(false);
  const payment = usePayment();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoint.lg})`, true);
  const [bagOpen, setBagOpen] = useState(wide);

  const subtotal = cartSubtotal(items.map((item) => lineDetails(item, products)));
  const discount = coupon?.discount ?? 0;
  const total = subtotal - discount;
  const dueNow = partial ? partialPayment(total) : total;
  const loaded = [...products.values()].filter((p): p is Product => Boolean(p));

  // While a payment is under way the button says so (aria-disabled) but keeps its focus: a
  // disabled button would drop it, and the payment dialog would then give it back to nothing.
  const pay = () => {
    if (payment.busy) return;
    if (!address) {
      notify.error(mode.kind === 'saved' ? 'Please select a shipping address' : 'Please provide a shipping address');
      return;
    }
    void payment.pay({ items, address, partial, couponCode: coupon?.code ?? null, amount: dueNow, total });
  };

  return (
    <PageContainer>
      <PageTitle>Checkout</PageTitle>
      <Layout>
        <Area $area="main">
          <Panel aria-labelledby="cart-heading">
            <CartSummary open={bagOpen} onToggle={(event) => setBagOpen(event.currentTarget.open)}>
              <summary>
                <h2 id="cart-heading">Your cart</h2>
                <span>
                  {items.length === 1 ? '1 item' : `${items.length} items`} · {formatRs(total)}
                </span>
              </summary>
              {items.length === 0 ? (
                <p>Your cart is empty.</p>
              ) : (
                <CartLines items={items} products={products} currency="rs" showSubtotal />
              )}
            </CartSummary>
            <Actions>
              <ShopLink to="/" $variant="secondary">
                RETURN TO SHOP
              </ShopLink>
              {items.length ? (
                <Button type="button" $variant="secondary" onClick={() => dispatch(cartCleared())}>
                  Clear Cart
                </Button>
              ) : null}
            </Actions>
          </Panel>
          <Panel aria-labelledby="address-heading">
            <h2 id="address-heading">Shipping address</h2>
            <ShippingAddressPanel mode={mode} onChange={setAddress} />
          </Panel>
        </Area>
        <Area $area="related">
          <RelatedProducts cartProducts={loaded} />
        </Area>
        <Area $area="totals">
          <Panel aria-labelledby="totals-heading">
            <h2 id="totals-heading">Cart Totals</h2>
            <CouponBox subtotal={subtotal} applied={coupon} onChange={setCoupon} />
            <CartTotals
              subtotal={subtotal}
              discount={discount}
              pieces={items.flatMap((item) => {
                const product = products.get(item.productId);
                return product ? [product] : [];
              })}
              deliveryState={address?.state ?? null}
            />
            <Check>
              <input
                type="checkbox"
                checked={partial}
                disabled={items.length === 0}
                onChange={(event) => setPartial(event.target.checked)}
              />
              Pay 20% now, the rest before dispatch
            </Check>
            {wide ? (
              <PayButton
                type="button"
                disabled={items.length === 0}
                aria-disabled={payment.busy || undefined}
                onClick={pay}
              >
                {partial ? `PAY 20% NOW (${formatRs(dueNow)})` : 'PROCEED TO PAYMENT'}
              </PayButton>
            ) : null}
          </Panel>
        </Area>
      </Layout>
      {items.length && !wide ? (
        <>
          <BarRoom />
          <BottomBar label="Pay">
            <p>
              {partial ? 'Due now' : 'Total'}
              <strong>{formatRs(dueNow)}</strong>
            </p>
            <Button type="button" aria-disabled={payment.busy || undefined} onClick={pay}>
              {partial ? `PAY 20% NOW (${formatRs(dueNow)})` : 'PROCEED TO PAYMENT'}
            </Button>
          </BottomBar>
        </>
      ) : null}
      {payment.widget}
    </PageContainer>
  );
}
