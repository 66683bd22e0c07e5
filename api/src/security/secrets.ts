import { hkdfSync } from 'node:crypto';

/** The development value of APP_SECRET: fine on a laptop, refused in production. */
export const DEVELOPMENT_SECRET = 'development-only-secret-change-me';

/** Values that have been published (README, examples) and so protect nothing. */
const KNOWN_SECRETS = new Set([DEVELOPMENT_SECRET, 'change-me', 'changeme', 'secret', 'sandbox_key_secret']);

const MIN_BYTES = 32;
/** Bits the patterned-secret estimate must reach: 32 random bytes score about 200, a repeated 16-character pattern under 70. */
const MIN_ESTIMATED_BITS = 128;

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

/** The length of the shortest block the secret repeats (its own length when it repeats nothing). */
function shortestPeriod(secret: string): number {
  for (let period = 1; period < secret.length; period++)
    if ([...secret].every((char, i) => i < period || char === secret[i - period])) return period;
  return secret.length;
}

/**
 * A rough estimate of the secret's entropy in bits, in the spirit of zxcvbn: only the shortest
 * repeated block counts, and in it a character that repeats the one before, continues a run
 * ('abcd', '2468') or ends a 3-character sequence seen before is guessable and scores nothing;
 * each other character scores log2 of the alphabet it is drawn from (hex 16, base64 64).
 */
export function estimatedBits(secret: string): number {
  const block = secret.slice(0, shortestPeriod(secret.replace(/=+$/, '')));
  const alphabet = /^[0-9a-f]+$/i.test(block) ? 16 : 64;
  const seen = new Set<string>();
  let surprising = 0;
  for (let i = 0; i < block.length; i++) {
    const code = (at: number) => block.charCodeAt(at);
    const repeats = i > 0 && block[i] === block[i - 1];
    const runs = i > 1 && code(i) - code(i - 1) === code(i - 1) - code(i - 2);
    const triple = block.slice(i - 2, i + 1);
    const echoes = i > 1 && seen.has(triple);
    if (i > 1) seen.add(triple);
    if (!repeats && !runs && !echoes) surprising++;
  }
  return surprising * Math.log2(alphabet);
}

/**
 * Refuses a production APP_SECRET that could be guessed: missing, published, shorter than 32
 * random bytes, made of few distinct characters ('a' * 64 is hex, but not random), or patterned
 * (a short block repeated, runs): `0123456789abcdef` four times has 16 distinct hex digits and 32
 * bytes' length, but an attacker tries such patterns first.
 */
export function checkProductionSecret(secret: string | undefined): string {
  const advice = 'make one with `openssl rand -base64 32`';
  if (!secret) throw new Error(`APP_SECRET must be set in production: ${advice}`);
  if (KNOWN_SECRETS.has(secret)) throw new Error(`APP_SECRET is a published example value: ${advice}`);
  if (randomBytesIn(secret) < MIN_BYTES || new Set(secret).size < 12)
    throw new Error(`APP_SECRET must hold at least ${MIN_BYTES} random bytes (hex or base64): ${advice}`);
  if (estimatedBits(secret) < MIN_ESTIMATED_BITS)
    throw new Error(`APP_SECRET is patterned (a repeated block or a run of characters), not random: ${advice}`);
  return secret;
}

/** What each derived key is for: a key leaked or misused in one place opens no other. */
export type KeyPurpose =
  | 'otp'
  | 'captcha'
  | 'uploads'
  | 'sandbox-key'
  | 'sandbox-webhook'
  | 'cash-confirm'
  | 'whatsapp-sandbox'
  | 'order-link'
  | 'delivery-issue'
  | 'bag-link';

/** One key per purpose from APP_SECRET (HKDF-SHA256), hex. */
export function deriveKey(secret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync('sha256', secret, 'elegance-store', `elegance:${purpose}`, 32)).toString('hex');
}
