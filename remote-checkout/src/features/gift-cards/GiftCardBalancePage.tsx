import type { GiftCardBalance } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { useFormatDate, useRefusalText } from '@store/shared/i18n';
import { Link } from '@store/shared/router';
import { Field, PageContainer, PageTitle, SubmitRow, theme, useDocumentMeta, useFormSubmit } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { giftCardsApi } from '../../api/giftCardsApi';
import { useT } from '../../i18n';

const Form = styled.form`
  max-width: 480px;
  display: grid;
  gap: ${theme.space.md};
`;

const Balance = styled.p`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  max-width: 480px;
`;

/** A gift card's balance, for anyone holding its code: no sign-in. */
export function GiftCardBalancePage() {
  const t = useT();
  const { date } = useFormatDate();
  const { sayError } = useRefusalText();
  useDocumentMeta(t('checkout.giftCards.balanceTitle'));
  const [code, setCode] = useState('');
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const [checkBalance] = giftCardsApi.useGiftCardBalanceMutation();
  const { busy, error, run } = useFormSubmit(
    (failure) => sayError(failure, ['giftCard', 'code']) ?? t('checkout.giftCard.checkFailed'),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCard(null);
    void run(async () => setCard(await checkBalance(code).unwrap()));
  };

  return (
    <PageContainer>
      <PageTitle>{t('checkout.giftCards.balanceTitle')}</PageTitle>
      <Form onSubmit={submit}>
        <Field
          label={t('checkout.giftCard.code')}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoCapitalize="characters"
          autoComplete="off"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <SubmitRow
          error={error}
          busy={busy}
          label={t('checkout.giftCards.check')}
          busyLabel={t('checkout.giftCards.checking')}
        />
      </Form>
      {card ? (
        <Balance role="status" data-testid="gift-card-balance">
          {t('checkout.giftCards.balance', {
            last4: card.last4,
            amount: formatRs(card.balance),
            date: date(card.expiresAt),
          })}
        </Balance>
      ) : null}
      <p>
        <Link to="/gift-cards">{t('checkout.giftCards.buy')}</Link>
      </p>
    </PageContainer>
  );
}
