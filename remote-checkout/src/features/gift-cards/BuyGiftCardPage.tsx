import type { GiftCardPurchased } from '@store/shared/api';
import { indiaDay, indiaDayPlus, formatRs } from '@store/shared/format';
import { useFormatDate, useLocale, useRefusalText } from '@store/shared/i18n';
import { usePaymentWidget } from '@store/shared/payment';
import { Link } from '@store/shared/router';
import {
  Field,
  PageContainer,
  PageTitle,
  SubmitRow,
  TextAreaField,
  theme,
  useDocumentMeta,
  useFormSubmit,
} from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { giftCardsApi } from '../../api/giftCardsApi';
import { useT } from '../../i18n';

const Form = styled.form`
  max-width: 560px;
  display: grid;
  gap: ${theme.space.md};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

const Amount = styled.label`
  border: 1px solid ${theme.color.control};
  border-radius: ${theme.radius.md};
  padding: 10px 16px;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.color.ink};
    font-weight: 600;
  }
  input {
    margin-right: 6px;
  }
`;

const Done = styled.p`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
  max-width: 560px;
`;

/** The latest send day she may pick, as the API allows (a year ahead). */
const SEND_MAX_DAYS = 365;

/**
 * Buying a gift card: an amount the desk put on sale, whom it is for, her message and the day it
 * goes, paid by card or UPI in the same widget as orders (never cash). The card is issued when
 * the payment is captured; its code goes to the recipient on that day.
 */
export function BuyGiftCardPage() {
  const t = useT();
  const locale = useLocale();
  const { day } = useFormatDate();
  const { sayError } = useRefusalText();
  useDocumentMeta(t('checkout.giftCards.title'));
  const { data } = giftCardsApi.useGiftCardAmountsQuery();
  const [buyGiftCard] = giftCardsApi.useBuyGiftCardMutation();
  const [confirmGiftCard] = giftCardsApi.useConfirmGiftCardMutation();
  const { pay: payInWidget, widget } = usePaymentWidget();
  const { busy, error, run } = useFormSubmit((failure) => sayError(failure) ?? t('checkout.giftCards.failed'));
  const today = indiaDay();
  const [form, setForm] = useState({
    amount: '',
    recipientName: '',
    recipientPhone: '',
    recipientEmail: '',
    message: '',
    sendOn: today,
    buyerName: '',
    buyerEmail: '',
  });
  const [bought, setBought] = useState<GiftCardPurchased | null>(null);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const opened = await buyGiftCard({ ...form, amount: Number(form.amount), locale }).unwrap();
      const payment = await payInWidget(opened, {
        name: form.buyerName,
        contact: form.recipientPhone,
        email: form.buyerEmail || null,
      });
      if (payment) setBought(await confirmGiftCard(payment).unwrap());
    });
  };

  if (bought)
    return (
      <PageContainer>
        <PageTitle>{t('checkout.giftCards.title')}</PageTitle>
        <Done role="status" data-testid="gift-card-bought">
          {t('checkout.giftCards.bought', {
            amount: formatRs(bought.amount),
            name: bought.recipientName,
            date: day(bought.sendOn),
          })}
        </Done>
        <p>
          <Link to="/gift-cards/balance">{t('checkout.giftCards.checkBalance')}</Link> ·{' '}
          <Link to="/">{t('checkout.link.continueShopping')}</Link>
        </p>
      </PageContainer>
    );

  return (
    <PageContainer>
      <PageTitle>{t('checkout.giftCards.title')}</PageTitle>
      <p>{t('checkout.giftCards.intro', { months: data?.validMonths ?? 12 })}</p>
      <p>
        <Link to="/gift-cards/balance">{t('checkout.giftCards.checkBalance')}</Link>
      </p>
      {/* Nothing on sale: no form to fill in for nothing. */}
      {data && data.amounts.length === 0 ? (
        <p role="status">{t('checkout.giftCards.noneOnSale')}</p>
      ) : (
        <Form onSubmit={submit}>
          <fieldset>
            <legend>{t('checkout.giftCards.amount')}</legend>
            {data?.amounts.map((amount) => (
              <Amount key={amount}>
                <input
                  type="radio"
                  name="amount"
                  value={amount}
                  required
                  checked={form.amount === String(amount)}
                  onChange={set('amount')}
                />
                {formatRs(amount)}
              </Amount>
            ))}
          </fieldset>
          <Field
            label={t('checkout.giftCards.recipientName')}
            required
            maxLength={100}
            value={form.recipientName}
            onChange={set('recipientName')}
          />
          <Field
            label={t('checkout.giftCards.recipientPhone')}
            type="tel"
            inputMode="tel"
            value={form.recipientPhone}
            onChange={set('recipientPhone')}
          />
          <Field
            label={t('checkout.giftCards.recipientEmail')}
            type="email"
            value={form.recipientEmail}
            onChange={set('recipientEmail')}
          />
          <TextAreaField
            label={t('checkout.giftCards.message')}
            maxLength={300}
            value={form.message}
            onChange={set('message')}
          />
          <Field
            label={t('checkout.giftCards.sendOn')}
            type="date"
            required
            min={today}
            max={indiaDayPlus(SEND_MAX_DAYS)}
            value={form.sendOn}
            onChange={set('sendOn')}
          />
          <Field
            label={t('checkout.giftCards.buyerName')}
            required
            maxLength={100}
            value={form.buyerName}
            onChange={set('buyerName')}
          />
          <Field
            label={t('checkout.giftCards.buyerEmail')}
            type="email"
            value={form.buyerEmail}
            onChange={set('buyerEmail')}
          />
          <SubmitRow
            error={error}
            busy={busy}
            label={
              form.amount
                ? t('checkout.giftCards.pay', { amount: formatRs(Number(form.amount)) })
                : t('checkout.giftCards.payNoAmount')
            }
            busyLabel={t('checkout.giftCards.paying')}
          />
        </Form>
      )}
      {widget}
    </PageContainer>
  );
}
