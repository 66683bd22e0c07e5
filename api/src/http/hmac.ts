import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of data under a secret: payment signatures, guest tokens, OTP codes and proofs. */
export function hmacSha256(secret: string, data: string | Buffer, encoding: 'hex' | 'base64url' = 'hex'): string {
  return createHmac('sha256', secret).update(data).digest(encoding);
}

/** Compares a secret value with a presented one in constant time; empty never matches. */
export function sameSecret(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
