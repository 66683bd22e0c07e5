import { and, asc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  products,
  returnEvents,
  returnRequests,
  shipmentEvents,
  shipments,
  type ShipmentRow,
} from '../../../db/schema';

/** Claims a return's reverse pickup; null when it has a live one already (or the reference is taken). */
export async function claimReversePickup(
  db: Database,
  row: typeof shipments.$inferInsert,
): Promise<ShipmentRow | undefined> {
  const [claimed] = await db.insert(shipments).values(row).onConflictDoNothing().returning();
  return claimed;
}

/** The return's live (not cancelled) reverse pickup. */
export async function liveReversePickup(db: Database, returnId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(
      and(eq(shipments.returnRequestId, returnId), eq(shipments.kind, 'reverse'), ne(shipments.status, 'cancelled')),
    );
  return row;
}

/** Takes over a 'booking' claim older than `before` (its booker died): one taker wins, as the claim's time moves. */
export async function takeOverReverseClaim(db: Database, id: string, before: Date): Promise<ShipmentRow | null> {
  const [row] = await db
    .update(shipments)
    .set({ statusAt: new Date() })
    .where(and(eq(shipments.id, id), eq(shipments.status, 'booking'), lt(shipments.statusAt, before)))
    .returning();
  return row ?? null;
}

/** How many reverse pickups the order has had: the next one's reference is one more. */
export async function reverseCount(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'reverse')));
  return Number(row?.count ?? 0);
}

export async function updateReverse(db: Database, id: string, change: Partial<ShipmentRow>): Promise<ShipmentRow> {
  const [row] = await db.update(shipments).set(change).where(eq(shipments.id, id)).returning();
  return row as ShipmentRow;
}

export async function productTypeOf(db: Database, productId: string): Promise<string | null> {
  const [row] = await db.select({ type: products.type }).from(products).where(eq(products.id, productId));
  return row?.type ?? null;
}

/** The courier's events of a parcel, oldest first. */
export async function courierEventsOf(db: Database, shipmentId: string) {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.at));
}

/** What the return's timeline already says (its courier events are told once). */
export async function returnEventDetails(db: Database, returnId: string): Promise<string[]> {
  const rows = await db
    .select({ detail: returnEvents.detail })
    .from(returnEvents)
    .where(and(eq(returnEvents.returnId, returnId), isNotNull(returnEvents.detail)));
  return rows.map((row) => String(row.detail));
}

/** Reverse pickups booked whose return still waits for its piece (approved or pickup scheduled). */
export async function reversePickupsToFollow(db: Database): Promise<ShipmentRow[]> {
  const rows = await db
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(returnRequests, eq(returnRequests.id, shipments.returnRequestId))
    .where(
      and(
        eq(shipments.kind, 'reverse'),
        isNotNull(shipments.awb),
        inArray(returnRequests.state, ['approved', 'pickup-scheduled']),
      ),
    )
    .limit(500);
  return rows.map((row) => row.shipment);
}
