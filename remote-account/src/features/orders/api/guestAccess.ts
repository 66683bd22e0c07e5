import { GUEST_TOKEN_HEADER } from '@store/shared/api';
import { keepGuestToken, readGuestOrders } from '@store/shared/store';

/** The query parameter of the order link a guest's e-mails carry (the API's orderLinks.ts). */
export const GUEST_LINK_PARAM = 'guest';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Keeps the token of an e-mailed order link (`/customer-dashboard?guest=...`), so the link
 * opens her order in any browser, as the token checkout kept opens it in the one she ordered
 * in. Anything not shaped like a token is ignored. Whether a token was kept.
 */
export function keepEmailedToken(token: string | null): boolean {
  if (!token || !TOKEN_SHAPE.test(token) || typeof window === 'undefined') return false;
  keepGuestToken(token);
  return true;
}

/** Every order token this browser keeps, comma-separated; null without any. */
export function guestTokens(): string | null {
  return readGuestOrders()?.tokens.join(',') ?? null;
}

/** The guest header a call about an order sends: it opens a guest's order (product §6). */
export function guestHeaders(): Record<string, string> {
  const tokens = guestTokens();
  return tokens ? { [GUEST_TOKEN_HEADER]: tokens } : {};
}
