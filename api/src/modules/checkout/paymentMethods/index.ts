import { methodOf } from '../../payments/methods';
import { cardMethod } from './card';
import { cashMethod } from './cash';
import { creditMethod } from './credit';

/**
 * The ways to pay at checkout: card (card or UPI through the provider) and cash on delivery.
 * Store credit and gift cards are new entries here (with their money's way back in
 * payments/methods.ts).
 */
export const PAYMENT_METHODS = { card: cardMethod, cash: cashMethod } as const;

/**
 * The balances the store keeps that pay part or all of a bag before the main method takes the
 * rest (balanceMethod.ts), applied in this order: store credit. A gift card is a new entry.
 */
export const BALANCE_METHODS = { credit: creditMethod } as const;

/** The checkout method an order or checkout was placed with (its stored `paymentMethod`). */
export const paymentMethodOf = (row: { paymentMethod: string }) => PAYMENT_METHODS[methodOf(row).id];

export type { BalanceCover, BalanceMethod } from './balanceMethod';
export type { Eligibility, MethodRefusal, PaymentMethod, Shopper } from './paymentMethod';
