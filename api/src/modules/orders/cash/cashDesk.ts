import { CASH_STATE_LABELS, type CashState } from '@store/shared/schemas';
import { formatPaise, indiaDay, rupeesToPaise } from '@store/shared/format';
import type { Database } from '../../../db/client';
import type { OrderLineRow, OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { MONEY_METHODS, methodOf } from '../../payments/methods';
import { recordCashPayment } from '../../payments/paymentsRepository';
import type { Restocks } from '../../stock/backInStock';
import { returnToStock } from '../../stock/pieces';
import {
  addNote,
  findLineOfOrder,
  lockLiveOrder,
  recordEvent,
  updateLine,
  updateOrder,
  withLinesOf,
  type PlacedOrder,
} from '../ordersRepository';
import { giveBalancesBack } from '../desk/cancelledRefunds';
import { piecesOf, stockOfCancelledOrder } from '../orderStock';
import { insertRemittance } from './remittancesRepository';

/**
 * Gives back what a checkout still holds (checkout's holds, wired in app.ts: orders sit below
 * checkout and do not import it).
 */
export type ReleaseHolds = (tx: Database, checkoutId: string) => Promise<unknown>;

/** The courier's remittance is recorded as the order's payment: its id names the order, once. */
const cashPaymentId = (orderId: string) => `pay_cod${orderId.replace(/-/g, '')}`;

/** A live cash order, locked for the change; 404 for none, 409 for a prepaid one. */
async function lockedCashOrder(tx: Database, id: string): Promise<OrderRow> {
  const order = await lockLiveOrder(tx, id);
  if (!methodOf(order).collectsOnDelivery)
    throw new HttpError(409, `Order ${order.number} was paid by card or UPI: it has no cash to collect`);
  return order;
}

const label = (order: OrderRow) => CASH_STATE_LABELS[order.cashState as CashState] ?? String(order.cashState);

/**
 * The courier's remittance of a delivered, confirmed cash order: the cash becomes a payment, so
 * revenue counts it from then on and the invoice can be issued. Once per order, for what is due.
 */
export async function recordCourierRemittance(
  db: Database,
  orderId: string,
  remittance: { amount: number; reference: string; remittedOn: string },
  adminId: string,
): Promise<PlacedOrder> {
  const { amount, reference, remittedOn } = remittance;
  // A remittance is dated from the delivery's day in India to today there.
  if (remittedOn > indiaDay())
    throw new HttpError(400, 'Remittance date cannot be in the future', { field: 'remittedOn' });
  const changed = await db.transaction(async (tx) => {
    const order = await lockedCashOrder(tx, orderId);
    if (order.cashState === 'collected')
      throw new HttpError(409, `The courier's remittance for ${order.number} is already recorded`);
    if (order.cashState !== 'confirmed')
      throw new HttpError(409, `Only a confirmed cash order is collected; ${order.number} is '${label(order)}'`);
    if (order.fulfilment !== 'delivered')
      throw new HttpError(409, `Record the remittance once ${order.number} is delivered; it is ${order.fulfilment}`);
    // The courier cannot have paid over cash it had not yet collected.
    const deliveredOn = order.deliveredAt ? indiaDay(order.deliveredAt) : null;
    if (deliveredOn && remittedOn < deliveredOn)
      throw new HttpError(400, `Remittance date cannot be before the delivery on ${deliveredOn}`, {
        field: 'remittedOn',
      });
    const due = order.totalPaise - order.paidPaise;
    if (rupeesToPaise(amount) !== due)
      throw new HttpError(400, `The courier collects ${formatPaise(due)} on this order: record that amount`, {
        field: 'amount',
      });
    await insertRemittance(tx, { orderId: order.id, amountPaise: due, reference, remittedOn, adminId });
    await recordCashPayment(tx, {
      providerPaymentId: cashPaymentId(order.id),
      providerOrderId: `cod_${order.checkoutId}`,
      orderId: order.id,
      amountPaise: due,
      type: 'cash',
      method: MONEY_METHODS.cash.id,
    });
    await recordEvent(tx, {
      orderId: order.id,
      kind: 'cash',
      fromValue: order.cashState,
      toValue: 'collected',
      adminId,
    });
    return (await updateOrder(tx, order.id, {
      paidPaise: order.totalPaise,
      status: 'paid',
      cashState: 'collected',
    })) as OrderRow;
  });
  return withLinesOf(db, changed);
}

/**
 * A piece on its way back to us (a refused delivery, a parcel returned to origin) is with the
 * desk, in a state to sell: one more of its size, once, in the caller's transaction (the order
 * locked); its waiting shoppers are told (stock/backInStock).
 */
export async function putPieceBack(tx: Database, jobs: Restocks, line: OrderLineRow, adminId: string): Promise<void> {
  if (line.restockedAt) throw new HttpError(409, `${line.name} is already back on sale`);
  if (!line.restockDue)
    throw new HttpError(409, 'Only a piece of a refused delivery, on its way back to us, goes back on sale here');
  await updateLine(tx, line.id, { restockedAt: new Date() });
  await returnToStock(tx, jobs, piecesOf([line]));
  await recordEvent(tx, {
    orderId: line.orderId,
    kind: 'restock',
    itemIndex: line.position,
    fromValue: 'on its way back',
    toValue: 'back on sale',
    adminId,
  });
}

/** A refused delivery's piece is back with the desk, in a state to sell: one more of its size (once). */
export async function putRefusedPieceBack(
  db: Database,
  jobs: Restocks,
  orderId: string,
  lineId: string,
  adminId: string,
): Promise<PlacedOrder> {
  const changed = await db.transaction(async (tx) => {
    const order = await lockLiveOrder(tx, orderId);
    const line = await findLineOfOrder(tx, lineId, order.id);
    if (!line) throw new HttpError(404, 'Piece not found in this order');
    await putPieceBack(tx, jobs, line, adminId);
    return order;
  });
  return withLinesOf(db, changed);
}

/**
 * A cash order refused (at the door, or returned to origin by the courier), under its lock; the
 * caller sets cashState 'refused' with the order's own step. Unconfirmed, its pieces are still
 * held: they go back on sale now. Confirmed but not shipped, they never left the shop: back now
 * too. Shipped, they are with the courier on their way back: each goes back on sale when the desk
 * has it and marks it sellable.
 */
export async function refuseCash(
  tx: Database,
  jobs: Restocks,
  releaseHolds: ReleaseHolds,
  order: OrderRow,
  adminId: string,
): Promise<void> {
  await stockOfCancelledOrder(tx, jobs, releaseHolds, order, order.fulfilment);
  await recordEvent(tx, { orderId: order.id, kind: 'cash', fromValue: order.cashState, toValue: 'refused', adminId });
}

/**
 * A delivery refused at the door (the phone's refusals count against cash). Unconfirmed, its
 * pieces are still held: they go back on sale now. Confirmed but not shipped, they never left
 * the shop: back now too. Shipped, they are with the courier on their way back: each goes back
 * on sale when the desk has it and marks it sellable.
 */
export async function markRefused(
  db: Database,
  jobs: Restocks,
  releaseHolds: ReleaseHolds,
  orderId: string,
  reason: string | undefined,
  adminId: string,
): Promise<PlacedOrder> {
  const changed = await db.transaction(async (tx) => {
    const order = await lockedCashOrder(tx, orderId);
    if (order.cashState !== 'awaiting-confirmation' && order.cashState !== 'confirmed')
      throw new HttpError(409, `${order.number} cannot be marked refused: it is '${label(order)}'`);
    if (order.fulfilment === 'delivered' || order.fulfilment === 'cancelled')
      throw new HttpError(409, `${order.number} cannot be marked refused: it is ${order.fulfilment}`);
    await refuseCash(tx, jobs, releaseHolds, order, adminId);
    // Confirmed, its credit or gift card part was paid: it goes back as on any cancellation (once).
    if (order.cashState === 'confirmed') await giveBalancesBack(tx, jobs, order, adminId);
    if (reason) await addNote(tx, { orderId: order.id, adminId, text: `Refused: ${reason}` });
    return (await updateOrder(tx, order.id, { cashState: 'refused', fulfilment: 'cancelled' })) as OrderRow;
  });
  return withLinesOf(db, changed);
}
