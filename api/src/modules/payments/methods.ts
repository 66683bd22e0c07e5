/**
 * How money taken by each payment method behaves, as the modules below checkout need to know it
 * (an order's page, its refunds, its reminders): checkout's payment methods
 * (checkout/paymentMethods) are built on these, and nothing else compares method names.
 */

/** The method a payment row records: 'card' is the provider's (card or UPI), 'cash' the courier's. */
export type MoneyMethodId = 'card' | 'cash';

export interface MoneyMethod {
  id: MoneyMethodId;
  /** What orders and checkouts store in `payment_method` and the API answers ('prepaid' or 'cash'). */
  stored: 'prepaid' | 'cash';
  /** The order's rest is collected by the courier at the door (no balance payment, no payment reminder). */
  collectsOnDelivery: boolean;
  /**
   * How money taken this way goes back: through the provider's refund API, or paid out by the
   * desk to a UPI id or bank account the shopper gives.
   */
  refundsBy: 'provider' | 'payout';
}

export const MONEY_METHODS: Record<MoneyMethodId, MoneyMethod> = {
  card: { id: 'card', stored: 'prepaid', collectsOnDelivery: false, refundsBy: 'provider' },
  cash: { id: 'cash', stored: 'cash', collectsOnDelivery: true, refundsBy: 'payout' },
};

/** The method an order or checkout was placed with (its `paymentMethod`, as stored). */
export function methodOf(row: { paymentMethod: string }): MoneyMethod {
  return Object.values(MONEY_METHODS).find((method) => method.stored === row.paymentMethod) ?? MONEY_METHODS.card;
}

/** The method a payment row took its money by. */
export const methodOfPayment = (row: { method: string }): MoneyMethod =>
  MONEY_METHODS[row.method as MoneyMethodId] ?? MONEY_METHODS.card;
