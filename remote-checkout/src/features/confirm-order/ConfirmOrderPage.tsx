import { serverField, serverMessage, type CashConfirmed } from '@store/shared/api';
import { Button, ErrorText, Field, PageContainer, PageTitle, theme } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@store/shared/router';
import styled from 'styled-components';
import { confirmOrderApi } from './api/confirmOrderApi';

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
  return (
    <>
      <Done role="status">
        Order <strong data-testid="confirmed-order">{answer.orderNumber}</strong> is confirmed. We are getting it ready;
        please keep the amount due in cash for the courier.
      </Done>
      <p>
        <Link to="/customer-dashboard">View my orders</Link> · <Link to="/">Continue shopping</Link>
      </p>
    </>
  );
}

/** Without the link: the order number and the texted code. */
function CodeForm({ onConfirmed }: { onConfirmed: (answer: CashConfirmed) => void }) {
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
              message: serverMessage(failure, ['orderNumber', 'code']) ?? 'That did not work: please try again',
              field: serverField(failure),
            }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <p>Enter your order number and the 6-digit code from our text.</p>
      <Field
        label="Order number"
        placeholder="ELG-2026-000123"
        autoCapitalize="characters"
        {...problem('orderNumber')}
        value={orderNumber}
        onChange={(event) => setOrderNumber(event.target.value)}
      />
      <Field
        label="Code"
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
        Confirm order
      </Button>
    </form>
  );
}

/**
 * /confirm-order: where a cash order's text and e-mail link land. With the link's order and token
 * it confirms at once (guests too: the token is the proof); otherwise it asks for the code.
 */
export function ConfirmOrderPage() {
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
        <PageTitle id="confirm-heading">Confirm your cash order</PageTitle>
        {confirmed ? (
          <Confirmed answer={confirmed} />
        ) : byLink && (link.isUninitialized || link.isLoading) ? (
          <p role="status">Confirming your order…</p>
        ) : (
          <>
            {byLink && link.isError ? (
              <ErrorText role="alert">
                {serverMessage(link.error) ?? 'We could not confirm the order: please try again'}
              </ErrorText>
            ) : null}
            <CodeForm onConfirmed={setByCode} />
          </>
        )}
      </Card>
    </PageContainer>
  );
}
