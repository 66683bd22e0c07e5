import { formatPaise, paiseToRupees, partialPayment, rupeesToPaise } from '@store/shared/format';
import { refusalOf } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import type { CheckoutBalance, CheckoutRow } from '../../db/schema';
import { refused } from '../../http/errors';
import { findOrderOfCheckout, updateOrder } from '../orders/ordersRepository';
import { recordPayment } from '../payments/paymentsRepository';
import { findCheckoutById, lapsedWithBalances, lockCheckout } from './checkoutRepository';
import { BALANCE_METHODS } from './paymentMethods/balanceMethods';
import type { BalanceMethod } from './paymentMethods/balanceMethod';
import type { Shopper } from './paymentMethods/paymentMethod';

/** The least a card or UPI payment may be (the provider's); a bag left owing less is covered by balances up to it. */
const LEAST_PAYMENT_PAISE = 100;

/** A checkout's money: what balances cover of its total, and what the main method takes now. */
export interface Split {
  balances: CheckoutBalance[];
  /** What the main method takes now: the rest, or 20% of it for a partial payment; 0 when balances cover all. */
  amountPaise: number;
}

/** Each balance method with what the shopper named for it (its methods are bivariant: one list of all). */
const balanceMethods: readonly BalanceMethod<unknown>[] = Object.values(BALANCE_METHODS);

const usedIn = (body: unknown) =>
  balanceMethods.flatMap((method) => {
    const input = method.read(body);
    return input === undefined ? [] : [{ method, input }];
  });

/** Whether the body names a balance to pay with (store credit, a gift card). */
export const namesBalances = (body: unknown) => usedIn(body).length > 0;

/** What the main method takes of what the balances leave. */
function rest(totalPaise: number, balances: CheckoutBalance[], partial: boolean): number {
  const left = totalPaise - balances.reduce((sum, part) => sum + part.amountPaise, 0);
  if (left <= 0) return 0;
  return partial ? rupeesToPaise(partialPayment(paiseToRupees(left))) : left;
}

/**
 * The quote (no lock): each balance the body names covers what it can of the total, in
 * BALANCE_METHODS' order, never leaving less than a payment's least for the main method. A
 * refused one (a guest's store credit, an unknown code) is a 400 naming it.
 */
export async function splitOf(
  db: Database,
  body: unknown,
  shopper: Shopper,
  totalPaise: number,
  partial: boolean,
): Promise<Split> {
  const balances: CheckoutBalance[] = [];
  let due = totalPaise;
  for (const { method, input } of usedIn(body)) {
    const cover = await method.cover(db, input, shopper, due);
    if ('refused' in cover) throw refused(cover.message, cover.refused);
    if (cover.amountPaise <= 0) continue;
    balances.push({ method: method.id, amountPaise: cover.amountPaise, reference: cover.reference });
    due -= cover.amountPaise;
  }
  // Rs.0.50 left for the card is no payment: the last balance leaves Rs.1 instead.
  const last = balances.at(-1);
  if (last && due > 0 && due < LEAST_PAYMENT_PAISE) {
    last.amountPaise -= LEAST_PAYMENT_PAISE - due;
    if (last.amountPaise <= 0) balances.pop();
  }
  return { balances, amountPaise: rest(totalPaise, balances, partial) };
}

/**
 * Takes the quoted parts in the transaction that opens the checkout (each balance locked
 * first): one that no longer holds its part (spent meanwhile by another checkout) is a 409 with
 * the amount now due, and the whole checkout rolls back.
 */
export async function takeBalances(
  tx: Database,
  body: unknown,
  shopper: Shopper,
  quoted: Split,
  checkoutId: string,
  totalPaise: number,
  partial: boolean,
): Promise<void> {
  const taken: CheckoutBalance[] = [];
  for (const { method, input } of usedIn(body)) {
    const part = quoted.balances.find((balance) => balance.method === method.id);
    if (!part) continue;
    const cover = await method.take(tx, input, shopper, part.amountPaise, checkoutId);
    if (cover.amountPaise > 0) taken.push({ method: method.id, ...cover });
  }
  const nowDue = rest(totalPaise, taken, partial);
  if (nowDue !== quoted.amountPaise)
    throw refused(
      `amount: your balance was just used elsewhere; the amount due is now ${formatPaise(nowDue)}`,
      refusalOf('checkout.amountChanged', { amount: paiseToRupees(nowDue) }),
      {},
      409,
    );
}

/**
 * Whatever balances a checkout took go back when it ends without an order (closed unpaid, its
 * hold lapsed). Its row is locked first, as a payment applying to it locks it: an order made
 * meanwhile keeps what it paid with.
 */
export async function releaseBalances(tx: Database, checkoutId: string): Promise<void> {
  await lockCheckout(tx, checkoutId);
  if (await findOrderOfCheckout(tx, checkoutId)) return;
  for (const method of balanceMethods) await method.release(tx, checkoutId);
}

/** The `sweep-holds` job's part: the balances of checkouts whose hold lapsed unpaid go back; how many checkouts. */
export async function releaseLapsedBalances(db: Database, now: Date): Promise<number> {
  const lapsed = await lapsedWithBalances(db, now);
  for (const checkoutId of lapsed) await db.transaction((tx) => releaseBalances(tx, checkoutId));
  return lapsed.length;
}

/**
 * What each balance a checkout took still holds, read as its order is made: less than it took
 * when a lapsed checkout's balance went back before its payment came (that part is then due).
 */
export async function balancesHeld(tx: Database, checkout: CheckoutRow): Promise<CheckoutBalance[]> {
  const held: CheckoutBalance[] = [];
  for (const part of checkout.balances) {
    const method = balanceMethods.find((candidate) => candidate.id === part.method);
    const amountPaise = method ? await method.held(tx, checkout.id) : 0;
    if (amountPaise > 0) held.push({ ...part, amountPaise });
  }
  return held;
}

/** The order of `checkout` was made: each balance it holds is a payment row of its method (one per method used). */
export async function recordBalancePayments(
  tx: Database,
  checkout: CheckoutRow,
  orderId: string,
  held: CheckoutBalance[],
): Promise<void> {
  for (const part of held)
    await recordPayment(tx, {
      providerPaymentId: `${part.method}-${checkout.id}`,
      providerOrderId: checkout.providerOrderId,
      orderId,
      amountPaise: part.amountPaise,
      type: checkout.partial ? 'partial' : 'full',
      method: part.method,
    });
}

/**
 * A cash order confirmed (by its shopper, or at once with her phone proven): what its checkout's
 * balances hold becomes its payment rows. Until then placeOrder only counted them on the order.
 */
export async function payHeldBalances(tx: Database, checkoutId: string, orderId: string): Promise<void> {
  const checkout = await findCheckoutById(tx, checkoutId);
  if (checkout?.balances.length) await recordBalancePayments(tx, checkout, orderId, await balancesHeld(tx, checkout));
}

/**
 * An unconfirmed cash order ended (its window lapsed, the desk cancelled it, refused at the
 * door): the balances its checkout held go back to where they came from, and its order no longer
 * counts them paid. No payment row was recorded for them, so nothing is refunded. Paise released.
 */
export async function releaseHeldBalances(tx: Database, checkoutId: string): Promise<number> {
  let released = 0;
  for (const method of balanceMethods) {
    released += await method.held(tx, checkoutId);
    await method.release(tx, checkoutId);
  }
  const order = released > 0 ? await findOrderOfCheckout(tx, checkoutId) : undefined;
  if (order) await updateOrder(tx, order.id, { paidPaise: Math.max(0, order.paidPaise - released) });
  return released;
}
