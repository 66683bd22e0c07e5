import { GUEST_TOKEN_HEADER } from '@store/shared/api';
import { readGuestOrders } from '@store/shared/store';

/** Every order token this browser keeps, comma-separated; null without any. */
export function guestTokens(): string | null {
  return readGuestOrders()?.tokens.join(',') ?? null;
}

/** The guest header a call about an order sends: it opens a guest's order (product §6). */
export function guestHeaders(): Record<string, string> {
  const tokens = guestTokens();
  return tokens ? { [GUEST_TOKEN_HEADER]: tokens } : {};
}
