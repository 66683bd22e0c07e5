import { paiseToRupees } from '@store/shared/format';
import type { ReadyOrder } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { cashToCollect } from './booking';
import { parcelDefaults, parcelOf } from './parcels';
import { piecesOfOrders, readyOrders } from './shipmentsRepository';

/** More than a day after a sale's 300 parcels: the desk books the first, the rest come next. */
const QUEUE_LIMIT = 500;

/** The desk's ready-to-ship queue, the order due out first at the top, each with its parcel's weight. */
export async function readyQueue(db: Database): Promise<ReadyOrder[]> {
  const rows = await readyOrders(db, QUEUE_LIMIT);
  const [pieces, defaults] = await Promise.all([
    piecesOfOrders(
      db,
      rows.map((order) => order.id),
    ),
    parcelDefaults(db),
  ]);
  const byOrder = new Map<string, typeof pieces>();
  for (const piece of pieces) byOrder.set(piece.orderId, [...(byOrder.get(piece.orderId) ?? []), piece]);
  return rows.map((order) => {
    const own = byOrder.get(order.id) ?? [];
    return {
      _id: order.id,
      number: order.number,
      customerName: order.customerName,
      city: order.shippingAddress.city,
      state: order.shippingAddress.state,
      pincode: order.shippingAddress.zip,
      paymentMethod: order.paymentMethod === 'cash' ? 'cash' : 'prepaid',
      cashToCollect: paiseToRupees(cashToCollect(order)),
      total: paiseToRupees(order.totalPaise),
      pieces: own.length,
      weightGrams: parcelOf(own, defaults).weightGrams,
      dispatchBy: order.dispatchBy,
      createdAt: order.createdAt.toISOString(),
    };
  });
}
