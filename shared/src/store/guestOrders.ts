/**
 * A guest's access to the orders placed in this browser: the phone they last ordered with (the
 * product's guest phone, a filter) and one token per order, as the API handed them out. A token
 * opens its own order only, for 30 days; signing in with the phone shows them all.
 */
export const GUEST_PHONE_KEY = 'guest_phone';
export const GUEST_TOKEN_KEY = 'guest_order_tokens';
/** As many as the API reads from one request. */
const MAX_KEPT = 20;

export interface GuestOrders {
  phone: string | null;
  tokens: string[];
}

function storedTokens(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(GUEST_TOKEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

export function saveGuestOrder(phone: string, token: string): void {
  window.localStorage.setItem(GUEST_PHONE_KEY, phone);
  const tokens = [token, ...storedTokens().filter((kept) => kept !== token)].slice(0, MAX_KEPT);
  window.localStorage.setItem(GUEST_TOKEN_KEY, JSON.stringify(tokens));
}

/** Keeps a token that came without a phone (an order's e-mailed link), first, as checkout keeps one. */
export function keepGuestToken(token: string): void {
  const tokens = [token, ...storedTokens().filter((kept) => kept !== token)].slice(0, MAX_KEPT);
  window.localStorage.setItem(GUEST_TOKEN_KEY, JSON.stringify(tokens));
}

export function readGuestOrders(): GuestOrders | null {
  const tokens = storedTokens();
  return tokens.length > 0 ? { phone: window.localStorage.getItem(GUEST_PHONE_KEY), tokens } : null;
}

/** Forgets this browser's guest orders (their links expired, or the shopper asked). */
export function forgetGuestOrders(): void {
  window.localStorage.removeItem(GUEST_TOKEN_KEY);
  window.localStorage.removeItem(GUEST_PHONE_KEY);
}
