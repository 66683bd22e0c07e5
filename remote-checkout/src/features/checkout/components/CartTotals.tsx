import type { Product } from '@store/shared/api';
import { gstClass } from '@store/shared/catalog';
import { formatPaise, formatRs, rupeesToPaise, splitGst } from '@store/shared/format';
import { theme, useLoad } from '@store/shared/ui';
import { fetchTaxRules } from '../api/taxRules';
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

/**
 * The GST inside the total, as the invoice will state it: CGST + SGST for delivery in the
 * seller's state, IGST elsewhere; 'Included.' until the delivery state is known.
 */
function gstText(
  rules: Awaited<ReturnType<typeof fetchTaxRules>> | null,
  pieces: Product[],
  discount: number,
  state: string | null,
): string {
  if (!rules || !state || pieces.length === 0) return 'Included.';
  const split = splitGst(
    pieces.map((product) => ({
      pricePaise: rupeesToPaise(product.price),
      slabs: rules.slabs[gstClass(product.category, product.type)],
    })),
    rupeesToPaise(discount),
    state,
    rules.sellerState,
  );
  return split.intraState
    ? `Included: CGST ${formatPaise(split.cgstPaise)} + SGST ${formatPaise(split.sgstPaise)}`
    : `Included: IGST ${formatPaise(split.igstPaise)}`;
}

/** Cart Totals (product §2, 9): shipping 0 and GST included, so the total is the sub-total less any coupon. */
export function CartTotals({
  subtotal,
  discount,
  pieces = [],
  deliveryState = null,
}: {
  subtotal: number;
  discount: number;
  /** One product per piece in the bag, to split the GST by each piece's slab. */
  pieces?: Product[];
  deliveryState?: string | null;
}) {
  const { data: rules } = useLoad(fetchTaxRules, [], { fallback: null });
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
      <dd>{gstText(rules, pieces, discount, deliveryState)}</dd>
      <dt>Total</dt>
      <dd>{formatRs(subtotal - discount)}</dd>
    </Table>
  );
}
