/**
 * A guest's claim to their orders: the phone they ordered with and the signed token the API
 * returned, kept in browser storage (spec 6: order history by a guest phone kept there).
 */
export const GUEST_PHONE_KEY = 'guest_phone';
export const GUEST_TOKEN_KEY = 'guest_orders_token';

export function saveGuestOrders(phone: string, token: string): void {
  window.localStorage.setItem(GUEST_PHONE_KEY, phone);
  window.localStorage.setItem(GUEST_TOKEN_KEY, token);
}

export function readGuestOrders(): { phone: string; token: string } | null {
  const phone = window.localStorage.getItem(GUEST_PHONE_KEY);
  const token = window.localStorage.getItem(GUEST_TOKEN_KEY);
  return phone && token ? { phone, token } : null;
}
