import { formatRs } from '@store/shared/format';
import { selectCartItems, useAppSelector } from '@store/shared/store';
import { Button, PageContainer, PageTitle } from '@store/shared/ui';
import { useState } from 'react';
import { cartSubtotal, partialPayment } from '../features/cart/cartTotals';
import { CartLines } from '../features/cart/components/CartLines';

/** checkout/Checkout: lines and totals; addresses and payment come with the checkout issue. */
export default function Checkout() {
  const items = useAppSelector(selectCartItems);
  const [partial, setPartial] = useState(false);
  const total = cartSubtotal(items);
  return (
    <PageContainer>
      <PageTitle>Checkout</PageTitle>
      {items.length === 0 ? <p>Your cart is empty.</p> : <CartLines items={items} />}
      <h2>Cart Totals</h2>
      <p>Sub-total: {formatRs(total)}</p>
      <p>Shipping: {formatRs(0)}</p>
      <p>GST: Included.</p>
      <p>Total: {formatRs(total)}</p>
      <label>
        <input type="checkbox" checked={partial} onChange={(e) => setPartial(e.target.checked)} /> Pay 20% now
      </label>
      <p>
        <Button type="button" disabled={items.length === 0}>
          {partial ? `PAY 20% NOW (Rs.${partialPayment(total)})` : 'PROCEED TO PAYMENT'}
        </Button>
      </p>
    </PageContainer>
  );
}
