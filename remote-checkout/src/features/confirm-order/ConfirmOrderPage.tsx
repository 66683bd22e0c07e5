import { serverField, serverMessage, type CashConfirmed } from '@store/shared/api';
import { Button, ErrorText, Field, PageContainer, PageTitle, theme } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@store/shared/router';
import styled from 'styled-components';
import { confirmOrderApi } from './api/confirmOrderApi';
import { useT } from '../../i18n';

const Card = styled.section`
  max-width: 520px;
  margin: 48px auto;
  p {
    line-height: 1.6;
  }
`;

const Done = styled.p`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
`;

/** The order confirmed, in words: what happens next. */
function Confirmed({ answer }: { answer: CashConfirmed }) {
  const t = useT();
  return (
    <>
      <Done role="status">
        {t('checkout.success.order')} <strong data-testid="confirmed-order">{answer.orderNumber}</strong>{' '}
        {t('checkout.confirm.done')}
      </Done>
      <p>
        <Link to="/customer-dashboard">{t('checkout.link.viewOrders')}</Link> ·{' '}
        <Link to="/">{t('checkout.link.continueShopping')}</Link>
      </p>
    </>
  );
}

/** Without the link: the order number and the texted code. */
function CodeForm({ onConfirmed }: { onConfirmed: (answer: CashConfirmed) => void }) {
  const t = useT();
  const [orderNumber, setOrderNumber] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmCashOrder] = confirmOrderApi.useConfirmCashOrderMutation();
  // The server names the wrong field: that one is marked, and both read the message.
  const problem = (field: string) => ({
    'aria-invalid': error?.field === field ? true : undefined,
    'aria-describedby': error ? 'confirm-code-error' : undefined,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setError(null);
        confirmCashOrder({ orderNumber, code })
          .unwrap()
          .then(onConfirmed, (failure: unknown) =>
            setError({
              message: serverMessage(failure, ['orderNumber', 'code']) ?? t('checkout.tryAgain'),
              field: serverField(failure),
            }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <p>{t('checkout.confirm.intro')}</p>
      <Field
        label={t('checkout.confirm.orderNumber')}
        placeholder="ELG-2026-000123"
        autoCapitalize="characters"
        {...problem('orderNumber')}
        value={orderNumber}
        onChange={(event) => setOrderNumber(event.target.value)}
      />
      <Field
        label={t('checkout.phone.code')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        value={code}
        {...problem('code')}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {error ? (
        <ErrorText role="alert" id="confirm-code-error">
          {error.message}
        </ErrorText>
      ) : null}
      <Button type="submit" aria-disabled={busy || undefined}>
        {t('checkout.confirm.submit')}
      </Button>
    </form>
  );
}

/**
 * /confirm-order: where a cash order's text and e-mail link land. With the link's order and token
 * it confirms at once (guests too: the token is the proof); otherwise it asks for the code.
 */
export function ConfirmOrderPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const token = params.get('token');
  const [byCode, setByCode] = useState<CashConfirmed | null>(null);
  const [confirmByLink, link] = confirmOrderApi.useConfirmCashOrderMutation();
  // The link confirms on arrival; a link left (or replaced) before its answer is dropped.
  useEffect(() => {
    if (!orderId || !token) return;
    const request = confirmByLink({ orderId, token });
    return () => request.abort();
  }, [orderId, token, confirmByLink]);
  const byLink = Boolean(orderId && token);
  const confirmed = byCode ?? (byLink ? (link.data ?? null) : null);
  return (
    <PageContainer>
      <Card aria-labelledby="confirm-heading">
        <PageTitle id="confirm-heading">{t('checkout.confirm.title')}</PageTitle>
        {confirmed ? (
          <Confirmed answer={confirmed} />
        ) : byLink && (link.isUninitialized || link.isLoading) ? (
          <p role="status">{t('checkout.confirm.confirming')}</p>
        ) : (
          <>
            {byLink && link.isError ? (
              <ErrorText role="alert">{serverMessage(link.error) ?? t('checkout.confirm.failed')}</ErrorText>
            ) : null}
            <CodeForm onConfirmed={setByCode} />
          </>
        )}
      </Card>
    </PageContainer>
  );
}
