import type { CashQuote } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { useRefusalText } from '@store/shared/i18n';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { PhoneCheck } from './PhoneCheck';
import { PrepaidNudge } from './PrepaidNudge';
import { useT } from '../../../i18n';

export type PaymentMethod = 'prepaid' | 'cash';

const Group = styled.fieldset`
  margin: 0 0 ${theme.space.md};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space.sm};
    font-weight: ${theme.weight.medium};
  }
`;

const Choice = styled.label<{ $off?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  color: ${({ $off }) => ($off ? theme.color.muted : theme.color.ink)};
`;

const Why = styled.p`
  margin: 0 0 ${theme.space.sm} 28px;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
`;

const Indented = styled.div`
  margin: 0 0 ${theme.space.sm} 28px;
`;

/**
 * Card or UPI (with what paying online saves, when the store offers it) beside cash on
 * delivery. Cash can be chosen only when the API's quote offers it;
 * otherwise its reason is shown under it (the pincode, the cap, the phone), and when only the
 * phone's code is missing, the way to confirm it.
 */
export function PaymentMethodChoice({
  method,
  onMethod,
  quote,
  phone,
  onProof,
}: {
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  quote: CashQuote | null;
  phone: string | null;
  onProof: (proof: string) => void;
}) {
  const t = useT();
  const { say } = useRefusalText();
  const offered = Boolean(quote?.offered);
  return (
    <Group>
      <legend>{t('checkout.method.legend')}</legend>
      <Choice>
        <input type="radio" name="payment-method" checked={method === 'prepaid'} onChange={() => onMethod('prepaid')} />
        {t('checkout.method.card')}
      </Choice>
      <PrepaidNudge amount={quote?.prepaidDiscount ?? 0} />
      <Choice $off={!offered}>
        <input
          type="radio"
          name="payment-method"
          checked={method === 'cash'}
          disabled={!offered}
          aria-describedby={quote?.reason ? 'cash-reason' : undefined}
          onChange={() => onMethod('cash')}
        />
        {quote?.fee ? t('checkout.method.cashWithFee', { fee: formatRs(quote.fee) }) : t('checkout.method.cash')}
      </Choice>
      {quote === null ? (
        <Why>{t('checkout.method.saveAddressFirst')}</Why>
      ) : quote.reason ? (
        <Why id="cash-reason">{say(quote.refusal, quote.reason)}</Why>
      ) : quote.payNow > 0 ? (
        <Why>{t('checkout.method.advance', { now: formatRs(quote.payNow), later: formatRs(quote.payOnDelivery) })}</Why>
      ) : null}
      {quote?.needsPhone && phone ? (
        <Indented>
          <PhoneCheck phone={phone} onProof={onProof} />
        </Indented>
      ) : null}
    </Group>
  );
}
