import { serverMessage } from '@store/shared/api';
import { formatRupees } from '@store/shared/format';
import { Button, ErrorText, Field, notify, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { storeCreditApi } from '../api/storeCreditApi';

const Panel = styled.section`
  margin: ${theme.space.md} 0;
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0 ${theme.space.sm};
  }
  ul {
    margin: 0 0 ${theme.space.sm};
    padding-left: ${theme.space.md};
  }
`;

/**
 * The ordering customer's store credit on the order's page: her balance, its latest entries, and
 * goodwill granted (or withdrawn) with a reason the API records with the admin's name.
 */
export function CustomerCredit({ customerId }: { customerId: string }) {
  const { data } = storeCreditApi.useCustomerCreditQuery(customerId);
  const [changeGoodwill] = storeCreditApi.useChangeGoodwillMutation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (change: 'grant' | 'withdraw') => async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await changeGoodwill({ customerId, change, input: { amount: Number(amount), reason } }).unwrap();
      notify.success(change === 'grant' ? 'Store credit granted' : 'Store credit withdrawn');
      setAmount('');
      setReason('');
    } catch (error) {
      setProblem(serverMessage(error, ['amount', 'reason']) ?? 'That change could not be saved; try again');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="customer-credit">
      <h3 id="customer-credit">Store credit</h3>
      <p>{data ? `${formatRupees(data.balance)} to spend` : 'Loading...'}</p>
      {data?.entries.length ? (
        <ul aria-label="Latest store credit">
          {data.entries.slice(0, 5).map((entry) => (
            <li key={entry._id}>
              {entry.kind} {formatRupees(entry.amount)}
              {entry.reason ? `: ${entry.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <form aria-label="Goodwill credit" onSubmit={(event) => void submit('grant')(event)}>
        <Field
          label="Amount (Rs.)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Field label="Reason" value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
        <Button type="submit" disabled={busy}>
          Grant credit
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void submit('withdraw')()}>
          Withdraw
        </Button>
      </form>
      {problem ? <ErrorText role="alert">{problem}</ErrorText> : null}
    </Panel>
  );
}
