import type { Refusal } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { Shopper } from './paymentMethod';

/** What one balance covers of a checkout: how much, and the reference its spending is recorded under. */
export interface BalanceCover {
  /** Paise taken from the balance (at most what it holds and what the bag still costs). */
  amountPaise: number;
  /** What the payment row records as the method's own reference (a gift card's id; the shopper's id). */
  reference: string;
}

/**
 * A way to pay from a balance the store keeps itself: store credit, a gift card. It covers part
 * or all of a bag BEFORE the main method (card/UPI or cash) takes the rest, so an order can be
 * paid by several methods, each recorded as its own payment row and refunded its own way.
 *
 * The checkout (modules/checkout) calls, for each entry of BALANCE_METHODS the shopper used:
 * `cover` to quote (no lock), `take` in the transaction that opens the checkout (the balance row
 * is locked there, so two checkouts cannot spend the same rupee), `release` when a checkout
 * lapses or fails without an order, and `held` when the order is made. A refund gives each part
 * back through its money's method (payments/methods.ts: `refund`, then `giveBack`), one way for
 * every method.
 */
export interface BalanceMethod<Input> {
  /** The payment row's `method` ('credit', 'giftCard'). */
  id: string;
  /** What the shopper named for it in the checkout's body; undefined when she did not use it. */
  read(body: unknown): Input | undefined;
  /** How much it would cover of `duePaise` now, or why it cannot be used (an unknown or spent code). */
  cover(
    db: Database,
    input: Input,
    shopper: Shopper,
    duePaise: number,
  ): Promise<BalanceCover | { refused: Refusal; message: string }>;
  /** Takes what `cover` said inside `tx`, locking the balance first; refuses (throws) when it no longer holds it. */
  take(tx: Database, input: Input, shopper: Shopper, duePaise: number, checkoutId: string): Promise<BalanceCover>;
  /** Puts back what a checkout took when it ends without an order (lapsed, refused, failed). */
  release(tx: Database, checkoutId: string): Promise<void>;
  /**
   * Paise a checkout still holds of it, read when its order is made: less than it took once a
   * lapsed checkout was released before its payment came (that part is then due, as a balance).
   */
  held(tx: Database, checkoutId: string): Promise<number>;
}
