import { serverMessage } from '@store/shared/api';
import { INDIAN_STATES } from '@store/shared/catalog';
import { formatDay, indiaDayPlus } from '@store/shared/format';
import { deskNdrActionSchema } from '@store/shared/schemas';
import { Button, ErrorText, SelectField, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { shippingApi, type DeskNdrJson, type NdrAction } from '../../../api/shippingApi';
import { CheckedField } from '../../../components/CheckedField';

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
  fieldset label,
  label.check {
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

const ADDRESS_FIELDS = [
  ['street', 'House, street and area'],
  ['landmark', 'Landmark (optional)'],
  ['city', 'City'],
  ['zip', 'Pincode'],
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number][0] | 'state';

interface Draft {
  kind: 're-attempt' | 'return';
  date: string;
  phone: string;
  /** A corrected address goes only when the desk opens it. */
  newAddress: boolean;
  address: Record<AddressField, string>;
}
type Problems = Partial<Record<'date' | 'phone' | AddressField, string>>;

/** The answer as the API takes it: only what the desk filled in. */
const actionOf = (draft: Draft): NdrAction =>
  draft.kind === 'return'
    ? { kind: 'return' }
    : {
        kind: 're-attempt',
        ...(draft.date ? { date: draft.date } : {}),
        ...(draft.phone.trim() ? { phone: draft.phone.trim() } : {}),
        ...(draft.newAddress ? { address: { ...draft.address, landmark: draft.address.landmark || null } } : {}),
      };

/**
 * What is wrong with the desk's answer, per field: the API's own rules (the checkout's address
 * and phone checks), and a day from tomorrow to a week on.
 */
export function ndrProblems(draft: Draft): Problems {
  const problems: Problems = {};
  const checked = deskNdrActionSchema.safeParse(actionOf(draft));
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = (issue.path[0] === 'address' ? issue.path[1] : issue.path[0]) as keyof Problems;
    problems[field] ??= issue.message.replace(/^\w+: /, '');
  }
  const first = indiaDayPlus(1);
  const last = indiaDayPlus(LAST_DAY);
  if (draft.kind === 're-attempt' && draft.date && (draft.date < first || draft.date > last))
    problems.date = `Choose a day from ${formatDay(first)} to ${formatDay(last)}`;
  return problems;
}

/** What the desk told the courier, in words. */
const sentText = (action: NdrAction) =>
  action.kind === 'return'
    ? 'Sent to the courier: return to us'
    : `Sent to the courier: deliver again${action.date ? ` on ${formatDay(action.date)}` : ''}`;

/**
 * The desk's answer to a failed delivery: deliver again (a day, and a corrected address or
 * phone if the courier could not find her), or send the parcel back. It goes to the courier.
 */
export function NdrActionForm({ exception }: { exception: DeskNdrJson }) {
  const [answer, answering] = shippingApi.useAnswerDeliveryExceptionMutation();
  const [draft, setDraft] = useState<Draft>({
    kind: 're-attempt',
    date: indiaDayPlus(1),
    phone: '',
    newAddress: false,
    address: { street: '', landmark: '', city: '', state: '', zip: '' },
  });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const change = (next: Partial<Draft>) => setDraft((before) => ({ ...before, ...next }));
  const changeAddress = (field: AddressField) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, address: { ...before.address, [field]: event.target.value } }));

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
      .then(() => setSent(sentText(action)))
      .catch((error: unknown) => setRefusal(serverMessage(error) ?? 'The courier did not take the answer. Try again.'));
  };

  const radio = (kind: Draft['kind'], label: string) => (
    <label>
      <input
        type="radio"
        name={`ndr-${exception._id}`}
        checked={draft.kind === kind}
        onChange={() => change({ kind })}
      />
      {label}
    </label>
  );

  return (
    <Form onSubmit={submit} noValidate aria-label={`Answer for ${exception.orderNumber}`}>
      <fieldset>
        <legend>What should the courier do?</legend>
        {radio('re-attempt', 'Re-attempt')}
        {radio('return', 'Return to us')}
      </fieldset>
      {draft.kind === 're-attempt' ? (
        <>
          <CheckedField
            label="Deliver on"
            type="date"
            value={draft.date}
            onChange={(event) => change({ date: event.target.value })}
            error={problems.date}
          />
          <CheckedField
            label="New phone (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={draft.phone}
            onChange={(event) => change({ phone: event.target.value })}
            error={problems.phone}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={draft.newAddress}
              onChange={(event) => change({ newAddress: event.target.checked })}
            />
            Deliver to a corrected address
          </label>
          {draft.newAddress ? (
            <fieldset aria-label="Corrected address">
              {ADDRESS_FIELDS.map(([field, label]) => (
                <CheckedField
                  key={field}
                  label={label}
                  value={draft.address[field]}
                  inputMode={field === 'zip' ? 'numeric' : undefined}
                  onChange={changeAddress(field)}
                  error={problems[field]}
                />
              ))}
              <div>
                <SelectField
                  label="State"
                  value={draft.address.state}
                  onChange={changeAddress('state')}
                  aria-invalid={problems.state ? true : undefined}
                >
                  <option value="">Choose the state</option>
                  {INDIAN_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state}
                    </option>
                  ))}
                </SelectField>
                {problems.state ? <ErrorText role="alert">{problems.state}</ErrorText> : null}
              </div>
            </fieldset>
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
