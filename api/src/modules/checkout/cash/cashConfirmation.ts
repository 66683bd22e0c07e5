import { formatPaise } from '@store/shared/format';
import type { Database } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { hmacSha256, sameSecret } from '../../../http/hmac';
import { findOrder, findOrderByNumber, lockOrder, updateOrder } from '../../orders/ordersRepository';
import { MONEY_METHODS, methodOf } from '../../payments/methods';
import { payHeldBalances, releaseHeldBalances } from '../balances';
import { releaseHolds, sellHeldStock } from '../holds';
import { CASH_PAYLOAD, REPLIES } from '../../whatsapp/webhook';
import { countWrongCode, lockUnconfirmedCashOrders, wrongCodesOf } from './cashRepository';

/**
 * Wrong codes one caller (client address) may type for an order before its codes are refused
 * to that caller: order numbers are sequential, so a stranger's guesses must not lock out the
 * shopper. Every caller together gets MAX_WRONG_CODES_PER_ORDER (a guesser with many addresses
 * is still capped, at 20 in a million); the signed link always confirms.
 */
export const MAX_WRONG_CODES = 5;
export const MAX_WRONG_CODES_PER_ORDER = 20;
const NO_MATCH = 'This code does not match that order number';

/**
 * The shopper's proof that they want a cash order: a signed link and a 6-digit code, both
 * derived from the order id with the cash-confirm key, so nothing secret is stored or queued.
 */
export class CashConfirmation {
  constructor(
    private readonly key: string,
    private readonly shopUrl: string,
  ) {}

  token(orderId: string): string {
    return hmacSha256(this.key, `cash-confirm:link:${orderId}`);
  }

  /** Six digits for the text; wrong tries are counted per caller and per order, so guessing it is capped. */
  code(orderId: string): string {
    const mac = hmacSha256(this.key, `cash-confirm:code:${orderId}`);
    return String(parseInt(mac.slice(0, 12), 16) % 1_000_000).padStart(6, '0');
  }

  /**
   * Checks a typed code with the order's row locked, so guesses sent at once are counted one
   * after another and no more than the caps are ever compared. A wrong one is counted for the
   * caller and the order (committed, then refused).
   */
  private async checkCode(db: Database, orderId: string, code: string, client: string): Promise<void> {
    const verdict = await db.transaction(async (tx) => {
      const failures = (await lockOrder(tx, orderId))?.cashConfirmFailures ?? MAX_WRONG_CODES_PER_ORDER;
      const mine = await wrongCodesOf(tx, orderId, client);
      if (mine >= MAX_WRONG_CODES || failures >= MAX_WRONG_CODES_PER_ORDER) return 'locked';
      if (sameSecret(this.code(orderId), code)) return 'right';
      await countWrongCode(tx, orderId, client);
      await updateOrder(tx, orderId, { cashConfirmFailures: failures + 1 });
      return 'wrong';
    });
    if (verdict === 'locked')
      throw new HttpError(400, 'Too many wrong codes for this order: open the link in your text or e-mail', {
        field: 'code',
      });
    if (verdict === 'wrong') throw new HttpError(400, NO_MATCH, { field: 'code' });
  }

  /** The storefront page the text and e-mail link to: it confirms the order on opening. */
  link(orderId: string): string {
    return `${this.shopUrl}/confirm-order?order=${orderId}&token=${this.token(orderId)}`;
  }

  /**
   * The Confirm button of a cash order's WhatsApp message: confirmed as its link confirms it,
   * but only from the order's own phone. The reply to send, or null for another button's payload.
   */
  async tapped(db: Database, { phone, payload }: { phone: string; payload: string }): Promise<string | null> {
    const match = CASH_PAYLOAD.exec(payload);
    if (!match) return null;
    const [, orderId, token] = match as unknown as [string, string, string];
    const order = await findOrder(db, orderId);
    if (!order || order.phone !== phone) return REPLIES.otherPhone;
    try {
      const confirmed = await this.confirm(db, { orderId, token }, new Date(), 'unknown', 'WhatsApp');
      return REPLIES.confirmed(confirmed.number, formatPaise(confirmed.totalPaise - confirmed.paidPaise));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return error.message;
    }
  }

  /**
   * Confirms a cash order by its link or its code (typed by `client`, the caller's address): its
   * held stock becomes the sale. A link for another order, a wrong code or an order past its
   * window changes nothing. Confirming twice answers the same.
   */
  async confirm(
    db: Database,
    input: { orderId: string; token: string } | { orderNumber: string; code: string },
    now: Date,
    client = 'unknown',
    /** Recorded with the confirmation; by default 'link' or 'code', as it came. */
    how?: string,
  ): Promise<OrderRow> {
    const found =
      'orderId' in input ? await findOrder(db, input.orderId) : await findOrderByNumber(db, input.orderNumber);
    const live = found && methodOf(found) === MONEY_METHODS.cash && !found.deleted ? found : null;
    if ('token' in input) {
      if (!live || !sameSecret(this.token(live.id), input.token))
        throw new HttpError(404, 'This confirmation link is not valid: open the one in your text or e-mail');
    } else {
      if (!live) throw new HttpError(400, NO_MATCH, { field: 'code' });
      await this.checkCode(db, live.id, input.code, client);
    }
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, live.id);
      if (!order) throw new HttpError(404, 'Order not found');
      if (order.cashState === 'confirmed' || order.cashState === 'collected') return order;
      // Cancelled by the desk or refused at the door: not late, so the page must not say so.
      if (order.cashState === 'refused' || (order.fulfilment === 'cancelled' && order.cashState !== 'cancelled'))
        throw new HttpError(409, `Order ${order.number} was cancelled. Your bag can be ordered again.`);
      if (order.cashState !== 'awaiting-confirmation' || !order.cashConfirmBy || order.cashConfirmBy <= now)
        throw new HttpError(
          409,
          `Order ${order.number} was cancelled: it was not confirmed in time. Your bag can be ordered again.`,
        );
      if (!(await sellHeldStock(tx, order.checkoutId, now)))
        throw new HttpError(409, `The pieces of order ${order.number} are no longer held: please order again.`);
      // The store credit or gift card it held is now paid.
      await payHeldBalances(tx, order.checkoutId, order.id);
      return (await updateOrder(tx, order.id, {
        cashState: 'confirmed',
        cashConfirmedHow: how ?? ('token' in input ? 'link' : 'code'),
      })) as OrderRow;
    });
  }
}

/**
 * An unconfirmed cash order ends (lapsed, cancelled, refused at the door): the stock it held goes
 * back on sale and the store credit or gift card it held back to the shopper. Wired to the desk's
 * "refused" too (wiring.ts), in the order's transaction.
 */
export async function releaseUnconfirmed(tx: Database, checkoutId: string): Promise<void> {
  await releaseHolds(tx, checkoutId);
  await releaseHeldBalances(tx, checkoutId);
}

/**
 * Cancels the cash orders left unconfirmed past their window at `now`, and those the desk
 * cancelled while unconfirmed, and gives their held stock back: the holds sweep runs it every
 * minute (a pg-boss schedule, so it outlives restarts); tests pass a later clock. How many orders
 * it cancelled.
 */
export async function cancelUnconfirmedCashOrders(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockUnconfirmedCashOrders(tx, now);
    for (const order of due) {
      await releaseUnconfirmed(tx, order.checkoutId);
      await updateOrder(tx, order.id, { cashState: 'cancelled', fulfilment: 'cancelled' });
    }
    return due.length;
  });
}
