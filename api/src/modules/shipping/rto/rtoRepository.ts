/** The queries of parcels coming back to the label (return to origin) and their receipt by the desk. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { firstRow } from '../../../db/firstRow';
import type { Database } from '../../../db/client';
import { orderLines, orders, refunds, shipments, type ShipmentRow } from '../../../db/schema';

/** The courier's statuses of a parcel going back to the label, then back at it. */
export const RTO_STATUSES = ['rto-initiated', 'rto-in-transit', 'rto-delivered'] as const;

/** Forward parcels going back or back at the label that the desk has not received yet, oldest news first, with their order's number. */
export async function rtoNotReceived(db: Database) {
  return db
    .select({ shipment: shipments, orderNumber: orders.number })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(eq(shipments.kind, 'forward'), inArray(shipments.status, [...RTO_STATUSES]), isNull(shipments.receivedAt)),
    )
    .orderBy(asc(shipments.statusAt), asc(shipments.id));
}

/** The pieces of these orders, in cart order: what the desk checks in a parcel come back. */
export async function linesOfOrders(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: orderLines.id, orderId: orderLines.orderId, name: orderLines.name, size: orderLines.size })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** A shipment locked until the caller's transaction ends: one receipt at a time. */
export async function lockShipment(tx: Database, id: string): Promise<ShipmentRow | undefined> {
  return firstRow(tx.select().from(shipments).where(eq(shipments.id, id)).for('update'));
}

export async function findShipment(db: Database, id: string): Promise<ShipmentRow | undefined> {
  return firstRow(db.select().from(shipments).where(eq(shipments.id, id)));
}

export async function markReceived(tx: Database, id: string, adminId: string): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set({ receivedAt: new Date(), receivedBy: adminId })
    .where(eq(shipments.id, id))
    .returning();
  return row as ShipmentRow;
}

/** The refund rows of a parcel come back (one per payment refunded). */
export async function refundsOfShipment(tx: Database, shipmentId: string) {
  return tx.select().from(refunds).where(eq(refunds.shipmentId, shipmentId));
}
