import type { Address } from '@store/shared/api';

const KEY = 'guest_address';

const REQUIRED = ['name', 'phone', 'street', 'city', 'state', 'zip'] as const;
const OPTIONAL = ['email', 'landmark'] as const;

/**
 * Only addresses the form checked with the API's rules are saved here, so reading one back
 * checks its shape, not the rules again (they would load zod with the page). The API checks the
 * address once more when the order is paid for.
 */
function isAddress(value: unknown): value is Address {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    REQUIRED.every((key) => typeof record[key] === 'string' && record[key] !== '') &&
    OPTIONAL.every((key) => record[key] === null || typeof record[key] === 'string')
  );
}

/** The guest's one address, held in this browser only (product §4: guest mode). */
export function loadGuestAddress(): Address | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    return isAddress(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function saveGuestAddress(address: Address): void {
  window.localStorage.setItem(KEY, JSON.stringify(address));
}
