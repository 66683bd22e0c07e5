import { serverMessage, type DeliveryException } from '@store/shared/api';
import { formatDay, indiaDayPlus, nationalPhoneDigits, withIndiaPrefix } from '@store/shared/format';
import { Button, ErrorText, TextAreaField, theme } from '@store/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CheckedField } from '../../../components/CheckedField';
import { shippingApi, type NdrAction } from '../../../api/shippingApi';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    margin: 0 0 ${theme.space.sm};
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-weight: ${theme.weight.semibold};
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
  button {
    justify-self: start;
  }
`;

/** The courier re-attempts within a week of the failed one. */
const LAST_DAY = 7;

interface Draft {
  kind: 're-attempt' | 'return';
  date: string;
  address: string;
  phone: string;
}
type Problems = Partial<Record<'date' | 'address' | 'phone', string>>;

/** What is wrong with the desk's answer, per field (none: it can go to the courier). */
export function ndrProblems(draft: Draft): Problems {
  if (draft.kind === 'return') return {};
  const problems: Problems = {};
  const first = indiaDayPlus(1);
  const last = indiaDayPlus(LAST_DAY);
  if (draft.date && (draft.date < first || draft.date > last))
    problems.date = `Choose a day from ${formatDay(first)} to ${formatDay(last)}`;
  if (draft.phone.trim() && !/^[6-9]\d{9}$/.test(nationalPhoneDigits(draft.phone)))
    problems.phone = 'Enter a 10-digit mobile number';
  if (draft.address.trim() && draft.address.trim().length < 10)
    problems.address = 'Write the full address: house, street and area';
  return problems;
}

/** The answer as the API takes it: only what the desk filled in. */
const actionOf = (draft: Draft): NdrAction =>
  draft.kind === 'return'
    ? { kind: 'return' }
    : {
        kind: 're-attempt',
        ...(draft.date ? { date: draft.date } : {}),
        ...(draft.address.trim() ? { address: draft.address.trim() } : {}),
        ...(draft.phone.trim() ? { phone: withIndiaPrefix(nationalPhoneDigits(draft.phone)) } : {}),
      };

/**
 * The desk's answer to a failed delivery: deliver again (a day, and a corrected address or
 * phone if the courier could not find her), or send the parcel back. It goes to the courier.
 */
export function NdrActionForm({ exception }: { exception: DeliveryException }) {
  const [answer, answering] = shippingApi.useAnswerDeliveryExceptionMutation();
  const [draft, setDraft] = useState<Draft>({ kind: 're-attempt', date: indiaDayPlus(1), address: '', phone: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const addressError = useId();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = ndrProblems(draft);
    setProblems(found);
    setRefusal(null);
    setSent(null);
    if (Object.keys(found).length || answering.isLoading) return;
    const action = actionOf(draft);
    answer({ id: exception._id, action })
      .unwrap()
      .then(() =>
        setSent(
          action.kind === 'return'
            ? 'Sent to the courier: return to us'
            : `Sent to the courier: deliver again${action.date ? ` on ${formatDay(action.date)}` : ''}`,
        ),
      )
      .catch((error: unknown) => setRefusal(serverMessage(error) ?? 'The courier did not take the answer. Try again.'));
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={`Answer for ${exception.orderNumber}`}>
      <fieldset>
        <legend>What should the courier do?</legend>
        <label>
          <input
            type="radio"
            name={`ndr-${exception._id}`}
            checked={draft.kind === 're-attempt'}
            onChange={() => setDraft((before) => ({ ...before, kind: 're-attempt' }))}
          />
          Re-attempt
        </label>
        <label>
          <input
            type="radio"
            name={`ndr-${exception._id}`}
            checked={draft.kind === 'return'}
            onChange={() => setDraft((before) => ({ ...before, kind: 'return' }))}
          />
          Return to us
        </label>
      </fieldset>
      {draft.kind === 're-attempt' ? (
        <>
          <CheckedField
            label="Deliver on"
            type="date"
            value={draft.date}
            onChange={set('date')}
            error={problems.date}
          />
          <CheckedField
            label="New phone (optional)"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={draft.phone}
            onChange={set('phone')}
            error={problems.phone}
          />
          <TextAreaField
            label="New address (optional)"
            maxLength={300}
            value={draft.address}
            onChange={set('address')}
            aria-invalid={problems.address ? true : undefined}
            aria-describedby={problems.address ? addressError : undefined}
          />
          {problems.address ? (
            <ErrorText id={addressError} role="alert">
              {problems.address}
            </ErrorText>
          ) : null}
        </>
      ) : null}
      {refusal ? <ErrorText role="alert">{refusal}</ErrorText> : null}
      <p role="status">{sent}</p>
      <Button type="submit" aria-disabled={answering.isLoading}>
        {draft.kind === 'return' ? 'Return to us' : 'Re-attempt'}
      </Button>
    </Form>
  );
}
