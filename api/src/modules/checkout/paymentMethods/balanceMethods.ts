import { creditMethod } from './credit';

/**
 * The balances the store keeps that pay part or all of a bag before the main method takes the
 * rest (balanceMethod.ts), applied in this order: store credit. A gift card is a new entry. Kept
 * apart from PAYMENT_METHODS: checkout's balances (balances.ts) read it, and the card method
 * reads balances.ts.
 */
export const BALANCE_METHODS = { credit: creditMethod } as const;
