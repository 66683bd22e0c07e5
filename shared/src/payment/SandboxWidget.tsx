import { useSharedT } from '@store/shared/i18n';
import { serverMessage } from '../api/errors';
import { digitsOnly, formatCardExpiry, formatRupees, groupCardNumber } from '../format';
import { Button, Dialog, ErrorText, Field, theme } from '../ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { paySandbox, type PaymentSuccess, type SandboxInstrument } from './paymentApi';

const Methods = styled.div`
  display: flex;
  gap: 16px;
  margin-bottom: 16px;
  label {
    display: flex;
    gap: 6px;
    align-items: center;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

const Hint = styled.p`
  color: ${theme.color.muted};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  button {
    flex: 1;
  }
`;

interface Props {
  orderId: string;
  amountPaise: number;
  onSuccess: (payment: PaymentSuccess) => void;
  onDismiss: () => void;
}

/**
 * The offline stand-in for Razorpay's checkout: the same order and the same handler fields,
 * paid with Razorpay's test cards and UPI ids. A failure shows its reason and stays open.
 */
export function SandboxWidget({ orderId, amountPaise, onSuccess, onDismiss }: Props) {
  const t = useSharedT();
  const [method, setMethod] = useState<'card' | 'upi'>('card');
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvv: '' });
  const [vpa, setVpa] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const instrument: SandboxInstrument = method === 'card' ? { method, ...card } : { method, vpa };
    try {
      onSuccess(await paySandbox(orderId, instrument));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('shared.payment.failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('shared.payment.sandboxTitle')} onClose={onDismiss}>
      <form onSubmit={submit}>
        <Methods role="radiogroup" aria-label={t('shared.payment.payWith')}>
          <label>
            <input type="radio" name="method" checked={method === 'card'} onChange={() => setMethod('card')} />{' '}
            {t('shared.payment.card')}
          </label>
          <label>
            <input type="radio" name="method" checked={method === 'upi'} onChange={() => setMethod('upi')} />{' '}
            {t('shared.payment.upi')}
          </label>
        </Methods>
        {method === 'card' ? (
          <>
            <Field
              label={t('shared.payment.cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card.cardNumber}
              onChange={(e) => setCard({ ...card, cardNumber: groupCardNumber(e.target.value) })}
            />
            <Row>
              <Field
                label={t('shared.payment.expiry')}
                placeholder={t('shared.payment.expiryPlaceholder')}
                inputMode="numeric"
                autoComplete="cc-exp"
                value={card.expiry}
                onChange={(e) => setCard({ ...card, expiry: formatCardExpiry(e.target.value) })}
              />
              <Field
                label={t('shared.payment.cvv')}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={3}
                value={card.cvv}
                onChange={(e) => setCard({ ...card, cvv: digitsOnly(e.target.value, 3) })}
              />
            </Row>
            <Hint>{t('shared.payment.testCards')}</Hint>
          </>
        ) : (
          <>
            <Field label={t('shared.payment.upiAddress')} value={vpa} onChange={(e) => setVpa(e.target.value)} />
            <Hint>{t('shared.payment.testUpi')}</Hint>
          </>
        )}
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Actions>
          <Button type="submit" disabled={busy}>
            {t('shared.payment.pay', { amount: formatRupees(amountPaise / 100) })}
          </Button>
          <Button type="button" $variant="secondary" onClick={onDismiss}>
            {t('shared.action.cancel')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
