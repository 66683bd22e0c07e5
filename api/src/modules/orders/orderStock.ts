import type { Database } from '../../db/client';
import type { OrderLineRow, OrderRow } from '../../db/schema';
import type { Restocks } from '../stock/backInStock';
import { returnToStock } from '../stock/pieces';
import { updateStockedLines } from './ordersRepository';

/** The stock keys lines took, one piece each (a men's set: its upper and its lower; a short line only what it got). */
export const piecesOf = (lines: OrderLineRow[]) =>
  lines.flatMap((line) => line.stockKeys.map((stockKey) => ({ productId: line.productId, stockKey })));

/**
 * A cancelled or refused order's standard-size pieces, in its transaction: still at the shop
 * (processing), back on sale at once and its waiting shoppers told; once the parcel left, due
 * back (the desk puts each on sale when it arrives). An order awaiting the shopper's
 * confirmation took no stock: what its checkout holds is released by `releaseHolds`.
 */
export async function stockOfCancelledOrder(
  tx: Database,
  jobs: Restocks,
  releaseHolds: (tx: Database, checkoutId: string) => Promise<unknown>,
  order: OrderRow,
  leftFrom: string,
): Promise<void> {
  if (order.cashState === 'awaiting-confirmation') await releaseHolds(tx, order.checkoutId);
  else if (leftFrom === 'processing')
    await returnToStock(tx, jobs, piecesOf(await updateStockedLines(tx, order.id, { restockedAt: new Date() })));
  else await updateStockedLines(tx, order.id, { restockDue: true });
}
