import { hmacSha256, sameSecret } from './hmac';

/**
 * A guest's proof that orders placed with a phone number are theirs: an HMAC of the phone,
 * handed out when the order is placed and kept in the guest's browser storage.
 */
export function guestToken(phone: string, secret: string): string {
  return hmacSha256(secret, `guest-orders:${phone}`, 'base64url');
}

export function isGuestTokenFor(phone: string, token: string | undefined, secret: string): boolean {
  return sameSecret(guestToken(phone, secret), token);
}
