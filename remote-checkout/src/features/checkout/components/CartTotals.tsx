import type { Product, TaxRules } from '@store/shared/api';
import { gstClass } from '@store/shared/catalog';
import { formatPaise, formatRs, rupeesToPaise, splitGst } from '@store/shared/format';
import { theme } from '@store/shared/ui';
import { checkoutApi } from '../api/checkoutApi';
import styled from 'styled-components';
import { useT, type CheckoutT } from '../../../i18n';

const Table = styled.dl`
  display: grid;
  /* The labels keep at least half the width: a long GST line wraps in its own column instead of
     squeezing "To pay on delivery" onto three lines on a phone. */
  grid-template-columns: minmax(50%, 1fr) auto;
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
 * seller's state, IGST elsewhere; 'Included.' until the delivery state is known. The strings join
 * each tax's name to its amount with a no-break space, so a narrow column never parts them.
 */
function gstText(
  t: CheckoutT,
  rules: TaxRules | undefined,
  pieces: Product[],
  discount: number,
  state: string | null,
): string {
  if (!rules || !state || pieces.length === 0) return t('checkout.gst.included');
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
    ? t('checkout.gst.intraState', { cgst: formatPaise(split.cgstPaise), sgst: formatPaise(split.sgstPaise) })
    : t('checkout.gst.interState', { igst: formatPaise(split.igstPaise) });
}

/** Cart Totals (product §2, 9): shipping 0 and GST included, so the total is the sub-total less any coupon and prepaid saving (plus a cash fee). */
export function CartTotals({
  subtotal,
  discount,
  pieces = [],
  deliveryState = null,
  cashFee = 0,
  prepaidDiscount = 0,
  giftCard = 0,
  storeCredit = 0,
  onDelivery = null,
}: {
  /** What a gift card and store credit pay of the total at once (shown with cash on delivery). */
  giftCard?: number;
  storeCredit?: number;
  /** What the courier collects once balances paid part; null when cash pays it all (the total says it). */
  onDelivery?: number | null;
  subtotal: number;
  discount: number;
  /** Cash on delivery's fee, when the shopper pays in cash. */
  cashFee?: number;
  /** Taken off for paying by card or UPI (the cash quote's `prepaidDiscount`), when she does. */
  prepaidDiscount?: number;
  /** One product per piece in the bag, to split the GST by each piece's slab. */
  pieces?: Product[];
  deliveryState?: string | null;
}) {
  // Until the rules arrive (or when they cannot), the GST reads 'Included.'.
  const { data: rules } = checkoutApi.useTaxRulesQuery();
  const t = useT();
  return (
    <Table aria-label={t('checkout.totals.heading')}>
      <dt>{t('checkout.totals.subtotal')}</dt>
      <dd>{formatRs(subtotal)}</dd>
      {discount ? (
        <>
          <dt>{t('checkout.totals.coupon')}</dt>
          <dd>−{formatRs(discount)}</dd>
        </>
      ) : null}
      {prepaidDiscount ? (
        <>
          <dt>{t('checkout.totals.prepaid')}</dt>
          <dd>−{formatRs(prepaidDiscount)}</dd>
        </>
      ) : null}
      <dt>{t('checkout.totals.shipping')}</dt>
      <dd>{formatRs(0)}</dd>
      {cashFee ? (
        <>
          <dt>{t('checkout.totals.cashFee')}</dt>
          <dd>{formatRs(cashFee)}</dd>
        </>
      ) : null}
      <dt>{t('checkout.totals.gst')}</dt>
      <dd>{gstText(t, rules, pieces, discount + prepaidDiscount, deliveryState)}</dd>
      <dt>{t('checkout.totals.total')}</dt>
      <dd>{formatRs(subtotal - discount - prepaidDiscount + cashFee)}</dd>
      {giftCard ? (
        <>
          <dt>{t('checkout.totals.giftCard')}</dt>
          <dd>−{formatRs(giftCard)}</dd>
        </>
      ) : null}
      {storeCredit ? (
        <>
          <dt>{t('checkout.totals.storeCredit')}</dt>
          <dd>−{formatRs(storeCredit)}</dd>
        </>
      ) : null}
      {onDelivery !== null ? (
        <>
          <dt>{t('checkout.totals.onDelivery')}</dt>
          <dd>{formatRs(onDelivery)}</dd>
        </>
      ) : null}
    </Table>
  );
}
