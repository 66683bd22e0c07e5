import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A guest's proof that orders placed with a phone number are theirs: an HMAC of the phone,
 * handed out when the order is placed and kept in the guest's browser storage.
 */
export function guestToken(phone: string, secret: string): string {
  return createHmac('sha256', secret).update(`guest-orders:${phone}`).digest('base64url');
}

export function isGuestTokenFor(phone: string, token: string | undefined, secret: string): boolean {
  if (!token) return false;
  const expected = Buffer.from(guestToken(phone, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
