import { paiseToRupees } from '@store/shared/format';
import type { GiftCardBalance } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { HttpError, refused } from '../../http/errors';
import { countHit, RATE_LIMITS } from '../../http/rateLimits';
import { unknownCard, whyUnusable } from './cardState';
import { codePrefix, normaliseCode } from './codes';
import { balanceOf, findCardByCode } from './giftCardsRepository';

/**
 * What a typed code holds, for anyone holding it (no sign-in). The route counts each caller's
 * checks; this also counts checks per code prefix, so spreading guesses over many addresses
 * gains nothing against one card whose start is known. Unknown, switched off and lapsed are
 * refused with their reason; a spent card answers its nothing.
 */
export async function checkBalance(
  db: Database,
  typed: string,
  options: { limitPrefixes: boolean; now: Date },
): Promise<GiftCardBalance> {
  const code = normaliseCode(typed);
  if (code && options.limitPrefixes) {
    const hit = await countHit(db, `gift-card-prefix:${codePrefix(code)}`);
    if (hit.current > RATE_LIMITS.giftCardCheck)
      throw new HttpError(
        429,
        `Too many requests: please wait ${Math.max(1, Math.ceil(hit.ttl / 1000))} s and try again`,
      );
  }
  const card = code ? await findCardByCode(db, code) : undefined;
  if (!card) throw refused(unknownCard.message, unknownCard.refused, {}, 404);
  const balance = await balanceOf(db, card.id);
  const refusal = whyUnusable(card, balance, options.now);
  if (refusal && refusal.refused.code !== 'giftCard.empty') throw refused(refusal.message, refusal.refused);
  return {
    last4: card.last4 ?? '',
    balance: paiseToRupees(Math.max(0, balance)),
    expiresAt: (card.expiresAt ?? options.now).toISOString(),
  };
}
