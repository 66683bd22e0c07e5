import type { Address, AddressInput } from '../api/checkout';
import { serverMessage } from '../api/errors';
import { fetchPincode } from '../api/pincodes';
import { useLoad } from '../ui/useLoad';
import { Button } from '../ui/Button';
import { ErrorText, Field } from '../ui/Field';
import { theme } from '../ui/theme';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  gap: 0 16px;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const FIELDS: { name: keyof AddressInput; label: string; type?: string; inputMode?: 'numeric' | 'email' | 'tel' }[] = [
  { name: 'name', label: 'Full name' },
  { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'Email (optional)', type: 'email', inputMode: 'email' },
  { name: 'street', label: 'Address' },
  { name: 'landmark', label: 'Landmark (optional)' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zip', label: 'Pincode', inputMode: 'numeric' },
];

export type AddressErrors = Partial<Record<keyof AddressInput, string>>;

/**
 * The API's own rules (zod, 26 KB gzip) load with the shopper's first keystroke or save, not
 * with the page: checkout shows this form at once to a guest.
 */
const loadRules = () => import('../api/checkout').then((module) => module.addressSchema);

/** Validates a form's values with the API's own rules; errors by field, for messages beside each. */
async function validateAddress(values: AddressInput): Promise<{ address: Address } | { errors: AddressErrors }> {
  const result = (await loadRules()).safeParse(values);
  if (result.success) return { address: result.data };
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AddressInput;
    errors[field] ??= issue.message;
  }
  return { errors };
}

function toInput(address: Address | null): AddressInput {
  return {
    name: address?.name ?? '',
    phone: address?.phone.replace(/^\+91/, '') ?? '',
    email: address?.email ?? '',
    street: address?.street ?? '',
    landmark: address?.landmark ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

/** The address form (checkout, address book): the API's rules, a message beside each bad field (product §5). */
export function AddressForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Address | null;
  onSave: (address: Address) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<AddressInput>(toInput(initial));
  const [errors, setErrors] = useState<AddressErrors>({});
  const zip = String(values.zip ?? '').trim();
  // A full pincode fills the city (when empty) and the state, and an unknown one is said at once.
  const place = useLoad(
    async (signal) => {
      const found = await fetchPincode(zip, signal);
      setValues((current) =>
        current.zip === zip
          ? { ...current, city: String(current.city ?? '').trim() ? current.city : found.city, state: found.state }
          : current,
      );
      return found;
    },
    [zip],
    {
      enabled: /^\d{6}$/.test(zip),
      onError: (error) => {
        const message = serverMessage(error);
        if (message) setErrors((current) => ({ ...current, zip: message }));
      },
    },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await validateAddress(values);
    if ('errors' in result) setErrors(result.errors);
    else if (place.state.status === 'failed' && serverMessage(place.state.error))
      setErrors({ zip: serverMessage(place.state.error) ?? undefined });
    else onSave(result.address);
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onInput={() => void loadRules()}
      noValidate
      aria-label="Shipping address"
    >
      <Grid>
        {FIELDS.map(({ name, label, type, inputMode }) => (
          <div key={name}>
            <Field
              label={label}
              name={name}
              type={type ?? 'text'}
              inputMode={inputMode}
              value={String(values[name] ?? '')}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? `address-${name}-error` : undefined}
              onChange={(event) => {
                setValues({ ...values, [name]: event.target.value });
                setErrors({ ...errors, [name]: undefined });
              }}
            />
            {errors[name] ? <ErrorText id={`address-${name}-error`}>{errors[name]}</ErrorText> : null}
          </div>
        ))}
      </Grid>
      <Button type="submit">Save address</Button>{' '}
      {onCancel ? (
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}
