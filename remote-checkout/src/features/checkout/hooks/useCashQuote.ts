import type { Address, CashQuote } from '@store/shared/api';
import { skipToken, type CartItem } from '@store/shared/store';
import { piecesOf } from '../../../lib/bagPieces';
import { checkoutApi, type CashQuoteInput } from '../api/checkoutApi';

/**
 * Whether cash on delivery is offered for this bag and delivery address (and the phone's code,
 * once confirmed), asked of the API whenever one of them changes: the rules are the server's.
 * Null until an address is chosen, and while a changed one is asked about; a failed ask offers
 * no cash rather than blocking the page.
 */
export function useCashQuote(
  items: readonly CartItem[],
  address: Address | null,
  couponCode: string | null,
  phoneProof: string | null,
  /** The store credit and gift card paying first: the rules weigh what is left for cash. */
  balances: { useStoreCredit: boolean; giftCardCode: string | null } = { useStoreCredit: false, giftCardCode: null },
): CashQuote | null {
  const input: CashQuoteInput | null =
    address && items.length
      ? {
          items: piecesOf(items),
          shippingAddress: address,
          couponCode: couponCode ?? undefined,
          phoneProof: phoneProof ?? undefined,
          ...(balances.useStoreCredit ? { useStoreCredit: true } : {}),
          ...(balances.giftCardCode ? { giftCardCode: balances.giftCardCode } : {}),
        }
      : null;
  // The query's key is its argument's content, so a new object asking the same is no new ask.
  const { currentData } = checkoutApi.useCashQuoteQuery(input ?? skipToken);
  return currentData ?? null;
}
