/**
 * How money taken by each payment method behaves, as the modules below checkout need to know it
 * (an order's page, its refunds, its reminders): checkout's payment methods
 * (checkout/paymentMethods) are built on these, and nothing else compares method names.
 */

/** The method a payment row records: 'card' is the provider's (card or UPI), 'cash' the courier's. */
export type MoneyMethodId = 'card' | 'cash';

/** One part of a refund as it is recorded: through the provider (a payment of its own) or paid out by the desk. */
export interface RefundPart {
  paymentId: string | null;
  amountPaise: number;
  /** 'provider', or the payout's 'upi' / 'bank'. */
  method: string;
  /** 'requested' (the provider is asked next) or 'pending' (waits for the desk's payout). */
  status: 'requested' | 'pending';
}

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
  /** The refund row for `amountPaise` of `payment`'s money (`payout`: the account the shopper gave, if any). */
  refund(payment: { id: string }, amountPaise: number, payout: { method: string } | null): RefundPart;
}

export const MONEY_METHODS: Record<MoneyMethodId, MoneyMethod> = {
  card: {
    id: 'card',
    stored: 'prepaid',
    collectsOnDelivery: false,
    refundsBy: 'provider',
    refund: (payment, amountPaise) => ({ paymentId: payment.id, amountPaise, method: 'provider', status: 'requested' }),
  },
  cash: {
    id: 'cash',
    stored: 'cash',
    collectsOnDelivery: true,
    refundsBy: 'payout',
    // No provider can give a courier's cash back: the desk pays it to the shopper's UPI id or bank account.
    refund: (_payment, amountPaise, payout) => ({
      paymentId: null,
      amountPaise,
      method: payout?.method ?? 'upi',
      status: 'pending',
    }),
  },
};

/** The method an order or checkout was placed with (its `paymentMethod`, as stored). */
export function methodOf(row: { paymentMethod: string }): MoneyMethod {
  return Object.values(MONEY_METHODS).find((method) => method.stored === row.paymentMethod) ?? MONEY_METHODS.card;
}

/** The method a payment row took its money by. */
export const methodOfPayment = (row: { method: string }): MoneyMethod =>
  MONEY_METHODS[row.method as MoneyMethodId] ?? MONEY_METHODS.card;
