import type { Address } from '@store/shared/api';
import { addressSchema } from '@store/shared/schemas';

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
