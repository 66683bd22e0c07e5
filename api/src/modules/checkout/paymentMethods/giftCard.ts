import { heldBy } from '../../giftCards/giftCardsRepository';
import { coverOf, releaseCheckout, takeFrom } from '../../giftCards/redeem';
import type { BalanceMethod } from './balanceMethod';

/**
 * A gift card as a balance method (BALANCE_METHODS): the shopper names its code in the
 * checkout's body (`giftCardCode`), and the card pays what it holds, up to what the bag costs.
 * The rules and the ledger are the giftCards module's.
 */
export const giftCardMethod: BalanceMethod<string> = {
  id: 'giftCard',
  read(body) {
    const code = (body as { giftCardCode?: unknown } | null)?.giftCardCode;
    return typeof code === 'string' && code.trim() ? code : undefined;
  },
  cover: (db, code, shopper, duePaise) => coverOf(db, code, duePaise, shopper.now),
  take: (tx, code, shopper, duePaise, checkoutId) => takeFrom(tx, code, duePaise, checkoutId, shopper.now),
  release: releaseCheckout,
  held: heldBy,
};
