import { methodOf } from '../../payments/methods';
import { cardMethod } from './card';
import { cashMethod } from './cash';

/**
 * The ways to pay at checkout: card (card or UPI through the provider) and cash on delivery.
 * Store credit and gift cards pay beside them (BALANCE_METHODS; their money's way back is in
 * payments/methods.ts).
 */
export const PAYMENT_METHODS = { card: cardMethod, cash: cashMethod } as const;

/** The checkout method an order or checkout was placed with (its stored `paymentMethod`). */
export const paymentMethodOf = (row: { paymentMethod: string }) => PAYMENT_METHODS[methodOf(row).id];

export type { BalanceCover, BalanceMethod } from './balanceMethod';
export { BALANCE_METHODS } from './balanceMethods';
export type { Eligibility, MethodRefusal, PaymentMethod, Shopper } from './paymentMethod';
