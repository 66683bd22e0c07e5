import { hkdfSync } from 'node:crypto';

/** The development value of APP_SECRET: fine on a laptop, refused in production. */
export const DEVELOPMENT_SECRET = 'development-only-secret-change-me';

/** Values that have been published (README, examples) and so protect nothing. */
const KNOWN_SECRETS = new Set([DEVELOPMENT_SECRET, 'change-me', 'changeme', 'secret', 'sandbox_key_secret']);

const MIN_BYTES = 32;

/**
 * How many random bytes a secret carries, read as the tools that make one print it: hex
 * (`openssl rand -hex 32`) or base64/base64url (`openssl rand -base64 32`). Anything else is
 * counted as 0, since its randomness cannot be told from its text.
 */
function randomBytesIn(secret: string): number {
  if (/^[0-9a-f]+$/i.test(secret) && secret.length % 2 === 0) return secret.length / 2;
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret)) return Math.floor((secret.replace(/=+$/, '').length * 6) / 8);
  return 0;
}

/**
 * Refuses a production APP_SECRET that could be guessed: missing, published, shorter than 32
 * random bytes, or made of few distinct characters ('a' * 64 is hex, but not random).
 */
export function checkProductionSecret(secret: string | undefined): string {
  const advice = 'make one with `openssl rand -base64 32`';
  if (!secret) throw new Error(`APP_SECRET must be set in production: ${advice}`);
  if (KNOWN_SECRETS.has(secret)) throw new Error(`APP_SECRET is a published example value: ${advice}`);
  if (randomBytesIn(secret) < MIN_BYTES || new Set(secret).size < 12)
    throw new Error(`APP_SECRET must hold at least ${MIN_BYTES} random bytes (hex or base64): ${advice}`);
  return secret;
}

/** What each derived key is for: a key leaked or misused in one place opens no other. */
export type KeyPurpose =
  'otp' | 'captcha' | 'uploads' | 'sandbox-key' | 'sandbox-webhook' | 'cash-confirm' | 'whatsapp-sandbox';

/** One key per purpose from APP_SECRET (HKDF-SHA256), hex. */
export function deriveKey(secret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync('sha256', secret, 'elegance-store', `elegance:${purpose}`, 32)).toString('hex');
}
