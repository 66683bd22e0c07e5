/**
 * How money taken by each payment method behaves, as the modules below checkout need to know it
 * (an order's page, its refunds, its reminders): checkout's payment methods
 * (checkout/paymentMethods) are built on these, and nothing else compares method names.
 */

import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { cardWordsOf, giveBackToCardOf } from '../giftCards/redeem';
import { creditRefund } from '../storeCredit/spending';

/**
 * The method a payment row records: 'card' is the provider's (card or UPI), 'cash' the courier's,
 * 'credit' the shopper's store credit and 'giftCard' a gift card (balances the store keeps).
 */
export type MoneyMethodId = 'card' | 'cash' | 'credit' | 'giftCard';

/** One part of a refund as it is recorded: through the provider (a payment of its own) or paid out by the desk. */
export interface RefundPart {
  paymentId: string | null;
  amountPaise: number;
  /** 'provider', the payout's 'upi' / 'bank', 'credit' or 'giftCard'. */
  method: string;
  /**
   * 'requested' (the provider is asked next), 'pending' (waits for the desk's payout) or
   * 'processed' (given back at once, to a balance the store keeps: `giveBack`).
   */
  status: 'requested' | 'pending' | 'processed';
  /** Taken as store credit instead of the money back: the bonus (STORE_CREDIT_REFUND_BONUS_PERCENT) is added. */
  bonus?: boolean;
}

/** A refund row given back at once to a balance, with whose balance and what it is worth on top. */
export interface InstantRefund {
  /** The order's customer; null for a guest's order (a gift card's part needs none). */
  customerId: string | null;
  /** The checkout the order was paid through: what its balances took names where it goes back. */
  checkoutId: string;
  orderId: string;
  refundId: string;
  amountPaise: number;
  bonusPercent: number;
}

export interface MoneyMethod {
  id: MoneyMethodId;
  /**
   * What orders and checkouts store in `payment_method` and the API answers ('prepaid' or
   * 'cash'); null for a balance, which pays beside a checkout's main method, never as it.
   */
  stored: 'prepaid' | 'cash' | null;
  /** The order's rest is collected by the courier at the door (no balance payment, no payment reminder). */
  collectsOnDelivery: boolean;
  /**
   * How money taken this way goes back: through the provider's refund API, paid out by the
   * desk to a UPI id or bank account the shopper gives, or to the balance it came from at once.
   */
  refundsBy: 'provider' | 'payout' | 'balance';
  /** The refund row for `amountPaise` of `payment`'s money (`payout`: the account the shopper gave, if any). */
  refund(payment: { id: string }, amountPaise: number, payout: { method: string } | null): RefundPart;
  /** A refund row recorded 'processed' goes back to its balance, in the refund's transaction. */
  giveBack?(tx: Database, refund: InstantRefund): Promise<void>;
  /** A balance's name on the order's tax invoice ('Paid by store credit'), from what its checkout took. */
  paidWith?(db: Database, checkoutId: string): Promise<string>;
}

/** A method a checkout is placed with (its `stored` name); the others pay beside it. */
export type MainMoneyMethod = MoneyMethod & { id: 'card' | 'cash'; stored: 'prepaid' | 'cash' };

export const MONEY_METHODS: { card: MainMoneyMethod; cash: MainMoneyMethod } & Record<MoneyMethodId, MoneyMethod> = {
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
  credit: {
    id: 'credit',
    stored: null,
    collectsOnDelivery: false,
    refundsBy: 'balance',
    // Back to her store credit at once: no provider, no desk.
    refund: (payment, amountPaise) => ({ paymentId: payment.id, amountPaise, method: 'credit', status: 'processed' }),
    giveBack: (tx, { customerId, ...refund }) => {
      if (!customerId) throw new HttpError(409, 'A guest order has no account to hold store credit');
      return creditRefund(tx, { customerId, ...refund });
    },
    paidWith: async () => 'store credit',
  },
  giftCard: {
    id: 'giftCard',
    stored: null,
    collectsOnDelivery: false,
    refundsBy: 'balance',
    // Back on the gift card it was paid from, at once (even a lapsed one: the desk sees it).
    refund: (payment, amountPaise) => ({ paymentId: payment.id, amountPaise, method: 'giftCard', status: 'processed' }),
    giveBack: (tx, refund) => giveBackToCardOf(tx, refund),
    paidWith: (db, checkoutId) => cardWordsOf(db, checkoutId),
  },
};

/**
 * The refund row when the shopper takes `amountPaise` of `payment`'s money as store credit
 * instead (any method; a payout's part names no payment, as a payout's does not).
 */
export function refundToCredit(payment: { id: string }, method: MoneyMethod, amountPaise: number): RefundPart {
  const own = MONEY_METHODS.credit.refund(payment, amountPaise, null);
  return {
    ...own,
    paymentId: method.refundsBy === 'payout' ? null : payment.id,
    bonus: method.refundsBy !== 'balance',
  };
}

/** The method an order or checkout was placed with (its `paymentMethod`, as stored). */
export function methodOf(row: { paymentMethod: string }): MainMoneyMethod {
  const main = [MONEY_METHODS.card, MONEY_METHODS.cash];
  return main.find((method) => method.stored === row.paymentMethod) ?? MONEY_METHODS.card;
}

/** The method a payment row took its money by. */
export const methodOfPayment = (row: { method: string }): MoneyMethod =>
  MONEY_METHODS[row.method as MoneyMethodId] ?? MONEY_METHODS.card;
