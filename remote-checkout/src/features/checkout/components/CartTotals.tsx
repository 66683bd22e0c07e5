import { formatRs } from '@store/shared/format';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';

const Table = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  dt:last-of-type,
  dd:last-of-type {
    color: ${theme.color.ink};
    font-weight: 700;
  }
`;

/** Cart Totals (product §2, 9): shipping 0 and GST included, so the total is the sub-total less any coupon. */
export function CartTotals({ subtotal, discount }: { subtotal: number; discount: number }) {
  return (
    <Table aria-label="Cart Totals">
      <dt>Sub-total</dt>
      <dd>{formatRs(subtotal)}</dd>
      {discount ? (
        <>
          <dt>Coupon</dt>
          <dd>−{formatRs(discount)}</dd>
        </>
      ) : null}
      <dt>Shipping</dt>
      <dd>{formatRs(0)}</dd>
      <dt>GST</dt>
      <dd>Included.</dd>
      <dt>Total</dt>
      <dd>{formatRs(subtotal - discount)}</dd>
    </Table>
  );
}
