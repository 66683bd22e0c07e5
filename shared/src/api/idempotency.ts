/**
 * Idempotency keys (the IETF httpapi draft's `Idempotency-Key` header, as Stripe and Razorpay
 * take it): a checkout call sent twice (a retry after the connection broke, or a proxy sending
 * it to another instance) is done once, and the second copy gets the first one's answer. Plain
 * values, no zod: the API, the HTTP client and the scale test's shoppers read them alike.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The header on a repeated call's answer: this is the stored answer of an earlier copy. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** What a key must look like: 16 to 255 visible characters (a UUID, or 32 hex digits). */
export const IDEMPOTENCY_KEY_SHAPE = /^[\x21-\x7e]{16,255}$/;

/** A new key for one call (its retries reuse it). getRandomValues works outside secure contexts too. */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a keyed call is worth sending once more: it got no answer (refused, reset, timed out)
 * or a proxy's 502, 503 or 504, so it may or may not have been done; the key makes a second
 * copy safe either way. Any other answer is the API's own and final.
 */
export function worthRetrying(status: number | undefined): boolean {
  return status === undefined || status === 502 || status === 503 || status === 504;
}

/** How long a keyed call waits before its one retry: long enough for a balancer to drop a dead instance. */
export const IDEMPOTENT_RETRY_DELAY_MS = 500;
