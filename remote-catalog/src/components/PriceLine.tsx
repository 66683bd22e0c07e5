import { discountPercent } from '@store/shared/format';
import { theme, visuallyHidden } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';

const Mrp = styled.s`
  color: ${theme.color.muted};
  font-size: 0.75em;
  font-weight: ${theme.weight.regular};
`;

const Off = styled.span`
  font-size: 0.75em;
  color: ${theme.color.accent};
  font-weight: ${theme.weight.medium};
`;

/** Read aloud but not shown: a struck price means nothing to a screen reader without its name. */
const Unseen = styled.span`
  ${visuallyHidden}
`;

/**
 * What follows a price that has an MRP above it: the MRP struck through and the discount
 * ('Rs.3,299 24% off'), in the price's own format (the cards' ₹, the product page's Rs.).
 * Nothing when there is no discount. Plain markup, the same drawn on the server as in the browser.
 */
export function MrpAndDiscount({
  price,
  mrp,
  format,
}: {
  price: number;
  mrp: number | null | undefined;
  format: (rupees: number) => string;
}) {
  const t = useT();
  const percent = discountPercent(price, mrp);
  if (percent === null || mrp == null) return null;
  return (
    <>
      {' '}
      <Mrp data-testid="mrp">
        <Unseen>{t('catalog.price.mrp')} </Unseen>
        {format(mrp)}
      </Mrp>{' '}
      <Off data-testid="discount">{t('catalog.price.off', { percent })}</Off>
    </>
  );
}
