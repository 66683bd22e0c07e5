import { useRefusalText } from '@store/shared/i18n';
import { formatRs } from '@store/shared/format';
import { Button, ErrorText, TextButton, TextInput, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CodeForm } from '../CodeForm';
import { giftCardsApi } from '../../api/giftCardsApi';
import { useT } from '../../i18n';

const Applied = styled.p`
  color: ${theme.color.success};
  display: flex;
  gap: 12px;
  align-items: baseline;
  flex-wrap: wrap;
`;

/** A card the shopper entered: its code (sent with the checkout), its last four, and what it pays now. */
export interface AppliedGiftCard {
  code: string;
  last4: string;
  /** Rupees on it when it was checked: it pays this, at most what the bag costs. */
  balance: number;
}

/**
 * The checkout's gift card: she enters a code and reads what it pays of `due` (its balance, up
 * to the bag's cost), or why it pays nothing (unknown, lapsed, switched off, spent); she can take
 * it off again. The checkout sends `applied.code` with the order, and the server takes the card's
 * rupees again there (another order may have spent them meanwhile).
 */
export function GiftCardField({
  due,
  applied,
  onChange,
}: {
  due: number;
  applied: AppliedGiftCard | null;
  onChange: (card: AppliedGiftCard | null) => void;
}) {
  const t = useT();
  const { sayError } = useRefusalText();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checkBalance, { isLoading }] = giftCardsApi.useGiftCardBalanceMutation();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    checkBalance(code)
      .unwrap()
      .then(
        (card) => {
          if (card.balance <= 0) {
            setError(t('checkout.giftCard.empty', { last4: card.last4 }));
            return;
          }
          onChange({ code, last4: card.last4, balance: card.balance });
          setCode('');
        },
        (failure: unknown) => setError(sayError(failure, ['giftCard', 'code']) ?? t('checkout.giftCard.checkFailed')),
      );
  };

  if (applied)
    return (
      <Applied role="status">
        <span>
          {t('checkout.giftCard.pays', { last4: applied.last4, amount: formatRs(Math.min(applied.balance, due)) })}
        </span>
        <TextButton onClick={() => onChange(null)}>{t('checkout.giftCard.remove')}</TextButton>
      </Applied>
    );
  return (
    <div>
      <CodeForm onSubmit={apply} aria-label={t('checkout.giftCard.code')}>
        <TextInput
          aria-label={t('checkout.giftCard.code')}
          placeholder={t('checkout.giftCard.code')}
          autoCapitalize="characters"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={isLoading || !code.trim()}>
          {t('checkout.giftCard.apply')}
        </Button>
      </CodeForm>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </div>
  );
}
