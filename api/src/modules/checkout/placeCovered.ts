import { DEFAULT_DISPATCH_DAYS } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import type { CheckoutRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { withLinesOf } from '../orders/ordersRepository';
import { toOrderJson } from '../orders/serialize';
import type { CheckoutDeps } from './completePayment';
import { placeOrder } from './placeOrder';
import { settleStock } from './settle';

/**
 * A checkout its balances (store credit, a gift card) paid in full is its order at once, in the transaction
 * that opened it: no provider's order, nothing to wait for. Its stock was held a moment ago in the
 * same transaction, so it is sold as held.
 */
export async function placeCoveredOrder(deps: CheckoutDeps, tx: Database, checkout: CheckoutRow, now: Date) {
  const stock = await settleStock(tx, checkout, now);
  if (stock.changed) throw new HttpError(409, `amount: ${stock.changed}; please review your cart`);
  const { order, created } = await placeOrder(tx, checkout, stock.lines, deps.dispatchDays ?? DEFAULT_DISPATCH_DAYS);
  if (created) await deps.onOrderCreated?.(tx, order);
  // A guest's link to it (a gift card paid it) is issued by the route, in this transaction.
  return { order: toOrderJson(await withLinesOf(tx, order)), guestToken: null as string | null };
}
