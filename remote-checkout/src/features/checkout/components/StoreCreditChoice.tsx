import { formatRs } from '@store/shared/format';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Choice = styled.div`
  margin: ${theme.space.sm} 0;
  label {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  p {
    margin: ${theme.space.xs} 0 0 28px;
    color: ${theme.color.muted};
    font-size: ${theme.size.sm};
  }
`;

/**
 * "Use store credit (Rs.1,650 available)" for a signed-in shopper who has some, and once ticked
 * the split: what the credit pays now and what is left for the card or UPI, or for cash on delivery. Nothing when she has none.
 */
export function StoreCreditChoice(props: {
  available: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  credit: number;
  rest: number;
  /** The rest is paid in cash on delivery, not by card or UPI. */
  restInCash?: boolean;
}) {
  const t = useT();
  if (props.available <= 0) return null;
  return (
    <Choice>
      <label>
        <input type="checkbox" checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />
        {t('checkout.credit.use', { amount: formatRs(props.available) })}
      </label>
      {props.checked ? (
        <p>
          {props.rest > 0
            ? t(props.restInCash ? 'checkout.credit.splitCash' : 'checkout.credit.split', {
                credit: formatRs(props.credit),
                rest: formatRs(props.rest),
              })
            : t('checkout.credit.covers', { credit: formatRs(props.credit) })}
        </p>
      ) : null}
    </Choice>
  );
}
