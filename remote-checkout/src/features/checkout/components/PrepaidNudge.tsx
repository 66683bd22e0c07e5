import { formatRs } from '@store/shared/format';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Nudge = styled.p`
  margin: 0 0 ${theme.space.sm} 28px;
  color: ${theme.color.success};
  font-size: ${theme.size.sm};
  font-weight: ${theme.weight.medium};
`;

/**
 * "Pay online and save Rs.50" beside cash on delivery: what the store takes off a card or UPI
 * order (COD_PREPAID_DISCOUNT), as the API's cash quote worked it out for this bag. Nothing when
 * the store offers none.
 */
export function PrepaidNudge({ amount }: { amount: number }) {
  const t = useT();
  if (amount <= 0) return null;
  return <Nudge>{t('checkout.method.prepaidNudge', { amount: formatRs(amount) })}</Nudge>;
}
