import { paiseToRupees } from '@store/shared/format';
import type { GiftCardBalance } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { refused } from '../../http/errors';
import { unknownCard, whyUnusable } from './cardState';
import { limitCodeChecks } from './checkLimits';
import { normaliseCode } from './codes';
import { balanceOf, findCardByCode } from './giftCardsRepository';

/**
 * What a typed code holds, for anyone holding it (no sign-in). The route counts each caller's
 * checks; this also counts checks per code prefix (checkLimits.ts). Unknown, switched off and lapsed are
 * refused with their reason; a spent card answers its nothing.
 */
export async function checkBalance(
  db: Database,
  typed: string,
  options: { limitPrefixes: boolean; now: Date },
): Promise<GiftCardBalance> {
  if (options.limitPrefixes) await limitCodeChecks(db, typed);
  const code = normaliseCode(typed);
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
