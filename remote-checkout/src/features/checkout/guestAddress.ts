import { addressSchema, type Address, type AddressInput } from '@store/shared/api';

const KEY = 'guest_address';

/** The guest's one address, held in this browser only (spec 4: guest mode). */
export function loadGuestAddress(): Address | null {
  try {
    const parsed = addressSchema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveGuestAddress(address: Address): void {
  window.localStorage.setItem(KEY, JSON.stringify(address));
}

export type AddressErrors = Partial<Record<keyof AddressInput, string>>;

/** Validates a form's values with the API's own rules; errors by field, for messages beside each. */
export function validateAddress(values: AddressInput): { address: Address } | { errors: AddressErrors } {
  const result = addressSchema.safeParse(values);
  if (result.success) return { address: result.data };
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AddressInput;
    errors[field] ??= issue.message;
  }
  return { errors };
}
