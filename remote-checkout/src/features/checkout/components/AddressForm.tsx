import type { Address, AddressInput } from '@store/shared/api';
import { Button, ErrorText, Field, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { validateAddress, type AddressErrors } from '../guestAddress';

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

/** The shipping address form: the API's rules, a message beside each bad field (spec 5). */
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddress(values);
    if ('errors' in result) setErrors(result.errors);
    else onSave(result.address);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Shipping address">
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
