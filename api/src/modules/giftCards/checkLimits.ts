import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { countHit, RATE_LIMITS } from '../../http/rateLimits';
import { codePrefix, normaliseCode } from './codes';

async function count(db: Database, key: string): Promise<void> {
  const hit = await countHit(db, key);
  if (hit.current > RATE_LIMITS.giftCardCheck)
    throw new HttpError(
      429,
      `Too many requests: please wait ${Math.max(1, Math.ceil(hit.ttl / 1000))} s and try again`,
    );
}

/**
 * Counts one check of a typed code (its balance, or a checkout naming it) per code prefix, so
 * spreading guesses over many addresses gains nothing against one card whose start is known,
 * and, when `caller` is given (the checkout, whose route counts orders, not codes), per caller:
 * a 429 past RATE_LIMITS.giftCardCheck a minute. The balance route counts its callers itself.
 */
export async function limitCodeChecks(db: Database, typed: string, caller?: string): Promise<void> {
  const code = normaliseCode(typed);
  if (!code) return;
  if (caller) await count(db, `gift-card-caller:${caller}`);
  await count(db, `gift-card-prefix:${codePrefix(code)}`);
}
