import { methodOf } from '../../payments/methods';
import { cardMethod } from './card';
import { cashMethod } from './cash';
import { creditMethod } from './credit';
import { giftCardMethod } from './giftCard';

/**
 * The ways to pay at checkout: card (card or UPI through the provider) and cash on delivery.
 * Store credit and gift cards pay beside them (BALANCE_METHODS; their money's way back is in
 * payments/methods.ts).
 */
export const PAYMENT_METHODS = { card: cardMethod, cash: cashMethod } as const;

/**
 * The balances the store keeps that pay part or all of a bag before the main method takes the
 * rest (balanceMethod.ts), applied in this order: a gift card first (it lapses and is for this
 * shop only), then store credit.
 */
export const BALANCE_METHODS = { giftCard: giftCardMethod, credit: creditMethod } as const;

/** The checkout method an order or checkout was placed with (its stored `paymentMethod`). */
export const paymentMethodOf = (row: { paymentMethod: string }) => PAYMENT_METHODS[methodOf(row).id];

export type { BalanceCover, BalanceMethod } from './balanceMethod';
export type { Eligibility, MethodRefusal, PaymentMethod, Shopper } from './paymentMethod';
