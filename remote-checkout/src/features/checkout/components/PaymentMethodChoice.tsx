import type { CashQuote } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { PhoneCheck } from './PhoneCheck';

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
 * Card or UPI beside cash on delivery. Cash can be chosen only when the API's quote offers it;
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
  const offered = Boolean(quote?.offered);
  const fee = quote?.fee ? ` (+${formatRs(quote.fee)} fee)` : '';
  return (
    <Group>
      <legend>Payment method</legend>
      <Choice>
        <input type="radio" name="payment-method" checked={method === 'prepaid'} onChange={() => onMethod('prepaid')} />
        Card or UPI
      </Choice>
      <Choice $off={!offered}>
        <input
          type="radio"
          name="payment-method"
          checked={method === 'cash'}
          disabled={!offered}
          aria-describedby={quote?.reason ? 'cash-reason' : undefined}
          onChange={() => onMethod('cash')}
        />
        Cash on delivery{fee}
      </Choice>
      {quote === null ? (
        <Why>Save your delivery address to see whether you can pay in cash.</Why>
      ) : quote.reason ? (
        <Why id="cash-reason">{quote.reason}</Why>
      ) : quote.payNow > 0 ? (
        <Why>
          A made-to-measure piece needs {formatRs(quote.payNow)} now by card or UPI; {formatRs(quote.payOnDelivery)} in
          cash on delivery.
        </Why>
      ) : null}
      {quote?.needsPhone && phone ? (
        <Indented>
          <PhoneCheck phone={phone} onProof={onProof} />
        </Indented>
      ) : null}
    </Group>
  );
}
