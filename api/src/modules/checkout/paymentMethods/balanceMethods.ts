import { creditMethod } from './credit';
import { giftCardMethod } from './giftCard';

/**
 * The balances the store keeps that pay part or all of a bag before the main method takes the
 * rest (balanceMethod.ts), applied in this order: a gift card first (it lapses and is for this
 * shop only), then store credit. Kept apart from PAYMENT_METHODS: checkout's balances
 * (balances.ts) read it, and the card method reads balances.ts.
 */
export const BALANCE_METHODS = { giftCard: giftCardMethod, credit: creditMethod } as const;
