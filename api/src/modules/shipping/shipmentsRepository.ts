import { and, asc, desc, eq, gte, inArray, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import type { ParcelDefault } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { preparedSqlRows } from '../../db/sqlScript';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '../../providers/courier/types';
import { firstRow } from '../../db/firstRow';
import {
  orderLines,
  orders,
  parcelDefaults,
  products,
  shipmentEvents,
  shipments,
  type OrderRow,
  type ShipmentRow,
} from '../../db/schema';

export type NewShipment = typeof shipments.$inferInsert;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type ShipmentWithOrder = ShipmentRow & { order: OrderRow };

export async function parcelDefaultRows(db: Database) {
  return db.select().from(parcelDefaults);
}

export async function upsertParcelDefaults(db: Database, rows: ParcelDefault[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(parcelDefaults)
    .values(rows.map((row) => ({ ...row, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: parcelDefaults.productType,
      set: {
        weightGrams: sql`excluded.weight_grams`,
        lengthCm: sql`excluded.length_cm`,
        breadthCm: sql`excluded.breadth_cm`,
        heightCm: sql`excluded.height_cm`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** A forward parcel that is not cancelled: the order's one live booking (the partial unique index holds it). */
const liveForward = (orderId: SQL | string) =>
  and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward'), ne(shipments.status, 'cancelled'));

/**
 * Ready to leave: paid (every rupee, so a 20%-now order waits for its balance) or cash the
 * shopper confirmed; live, still being prepared, no piece short of stock, every made-to-measure
 * piece Ready, and no live courier parcel yet.
 */
export const readyToShip = and(
  eq(orders.deleted, false),
  eq(orders.fulfilment, 'processing'),
  eq(orders.stockShort, false),
  or(
    and(eq(orders.paymentMethod, 'prepaid'), eq(orders.status, 'paid')),
    and(eq(orders.paymentMethod, 'cash'), eq(orders.cashState, 'confirmed')),
  ),
  notExists(
    sql`(select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.kind} = 'forward' and ${shipments.status} <> 'cancelled')`,
  ),
  notExists(
    sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.custom} and ${orderLines.stage} is distinct from 'ready')`,
  ),
);

/** The ready orders, the one to leave first (dispatch-by, then placed) first. */
export async function readyOrders(db: Database, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(readyToShip)
    .orderBy(sql`${orders.dispatchBy} asc nulls last`, asc(orders.createdAt))
    .limit(limit);
}

/** Whether this order is ready to ship (read in the booking's transaction). */
export async function isReadyToShip(db: Database, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), readyToShip));
  return Boolean(row);
}

/** Each order's pieces as the parcel weighs them: its product's type and own weight. */
export async function piecesOfOrders(db: Database, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      sku: products.sku,
      productId: orderLines.productId,
      unitPricePaise: orderLines.unitPricePaise,
      productType: sql<string>`coalesce(${products.type}, '')`,
      weightGrams: products.weightGrams,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

export async function liveForwardShipment(db: Database, orderId: string): Promise<ShipmentRow | undefined> {
  return firstRow(db.select().from(shipments).where(liveForward(orderId)));
}

/** How many forward bookings the order has had: the next attempt's number is one more. */
export async function forwardAttempts(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward')));
  return row?.count ?? 0;
}

export async function insertShipment(db: Database, row: NewShipment): Promise<ShipmentRow | undefined> {
  return firstRow(db.insert(shipments).values(row).returning());
}

export async function updateShipment(
  db: Database,
  id: string,
  change: Partial<NewShipment>,
): Promise<ShipmentRow | undefined> {
  return firstRow(db.update(shipments).set(change).where(eq(shipments.id, id)).returning());
}

/**
 * Takes over a 'booking' claim left since `claimedAt` (its booker died or lost the answer): only
 * one taker wins, as the claim's time changes with the take.
 */
export async function takeOverClaim(db: Database, id: string, claimedAt: Date): Promise<ShipmentRow | undefined> {
  return firstRow(
    db
      .update(shipments)
      .set({ statusAt: new Date() })
      .where(and(eq(shipments.id, id), eq(shipments.status, 'booking'), eq(shipments.statusAt, claimedAt)))
      .returning(),
  );
}

export async function shipmentById(db: Database, id: string): Promise<ShipmentRow | undefined> {
  return firstRow(db.select().from(shipments).where(eq(shipments.id, id)));
}

/** The parcel of this AWB, locked for its tracking update: one update of a parcel at a time. */
export async function lockShipmentByAwb(tx: Database, awb: string): Promise<ShipmentRow | undefined> {
  return firstRow(tx.select().from(shipments).where(eq(shipments.awb, awb)).for('update'));
}

export async function shipmentsWithOrders(db: Database, ids: string[]): Promise<ShipmentWithOrder[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(inArray(shipments.id, ids))
    .orderBy(asc(shipments.createdAt));
  return rows.map((row) => ({ ...row.shipments, order: row.orders }));
}

/** The desk's list, newest change first, a page at a time (`after`: the last row's statusAt and id). */
export async function listShipments(
  db: Database,
  filter: { status?: string; after?: { at: Date; id: string } },
  limit: number,
) {
  const conditions = [
    filter.status ? eq(shipments.status, filter.status) : undefined,
    filter.after
      ? or(
          lt(shipments.statusAt, filter.after.at),
          and(eq(shipments.statusAt, filter.after.at), lt(shipments.id, filter.after.id)),
        )
      : undefined,
  ];
  const rows = await db
    .select({ shipment: shipments, orderNumber: orders.number })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(...conditions))
    .orderBy(desc(shipments.statusAt), desc(shipments.id))
    .limit(limit);
  return rows;
}

/** The order's parcel to show: its live forward one, else its latest forward one. */
export async function currentShipmentOfOrder(db: Database, orderId: string): Promise<ShipmentRow | undefined> {
  return firstRow(
    db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward')))
      .orderBy(sql`(${shipments.status} = 'cancelled')`, desc(shipments.createdAt))
      .limit(1),
  );
}

/** Adds a tracking event once: undefined when the same (parcel, status id, time) is on record. */
export async function insertEventOnce(
  tx: Database,
  event: typeof shipmentEvents.$inferInsert,
): Promise<ShipmentEventRow | undefined> {
  return firstRow(tx.insert(shipmentEvents).values(event).onConflictDoNothing().returning());
}

/** A tracking event as kept, before it is stored (its parcel's id comes from the statement). */
export type TrackingEvent = Omit<typeof shipmentEvents.$inferInsert, 'shipmentId' | 'id' | 'receivedAt'> & { at: Date };

/** Which parcels a quiet update may touch and move, by status (tracking.ts decides from the ranks). */
export interface QuietMove {
  /** The statuses, for a forward and a reverse parcel, the update changes nothing else from. */
  quietForward: string[];
  quietReverse: string[];
  /** The statuses it moves the parcel from, and those it moves it from only at their time or after. */
  moves: string[];
  ties: string[];
}

/**
 * A tracking update that changes nothing but the parcel and its timeline, in one statement (its
 * own transaction: no connection held between round trips). The parcel of the AWB is locked only
 * when its status (for its kind) is quiet on its latest version; then the scans and the event are
 * kept once, and the parcel moves when the event is new and its status is one it moves from.
 * Otherwise nothing is written: the caller applies the update in a transaction.
 */
export async function applyQuietUpdate(
  db: Database,
  awb: string,
  move: QuietMove,
  event: TrackingEvent,
  scans: TrackingEvent[],
): Promise<{ found: boolean; quiet: boolean; kept: boolean }> {
  const texts = (values: (string | null)[]) => sql`${sql.param(values)}::text[]`;
  const times = (values: Date[]) => sql`${sql.param(values.map((at) => at.toISOString()))}::timestamptz[]`;
  const at = sql`${event.at.toISOString()}::timestamptz`;
  const [row] = await preparedSqlRows<{ found: number; quiet: number; kept: number }>(
    db,
    'tracking_quiet_update',
    sql`with parcel as (
      select id from shipments where awb = ${awb}
    ), quiet as (
      select id from shipments
      where awb = ${awb} and status = any(case when kind = 'forward' then ${texts(move.quietForward)} else ${texts(move.quietReverse)} end)
      for update
    ), scans as (
      insert into shipment_events (shipment_id, status, provider_status_id, provider_status, activity, location, at)
      select quiet.id, scan.status, scan.provider_status_id, scan.provider_status, scan.activity, scan.location, scan.at
      from quiet, unnest(${texts(scans.map((scan) => scan.status))}, ${sql.param(scans.map((scan) => scan.providerStatusId))}::int[],
        ${texts(scans.map((scan) => scan.providerStatus))}, ${texts(scans.map((scan) => scan.activity ?? ''))},
        ${texts(scans.map((scan) => scan.location ?? null))}, ${times(scans.map((scan) => scan.at))})
        as scan(status, provider_status_id, provider_status, activity, location, at)
      on conflict do nothing
    ), event as (
      insert into shipment_events (shipment_id, status, provider_status_id, provider_status, activity, location, at)
      select quiet.id, ${event.status}, ${event.providerStatusId}::int, ${event.providerStatus}, ${event.activity ?? ''},
        ${event.location ?? null}::text, ${at}
      from quiet
      on conflict do nothing
      returning shipment_id
    ), moved as (
      update shipments set status = ${event.status}, status_at = ${at}
      from event
      where shipments.id = event.shipment_id
        and (shipments.status = any(${texts(move.moves)}) or (shipments.status = any(${texts(move.ties)}) and shipments.status_at <= ${at}))
    )
    select (select count(*) from parcel)::int as found, (select count(*) from quiet)::int as quiet,
      (select count(*) from event)::int as kept, set_config('synchronous_commit', 'off', true) as relaxed`,
  );
  return { found: Boolean(row?.found), quiet: Boolean(row?.quiet), kept: Boolean(row?.kept) };
}

/** A parcel's events, newest first; steps within one second in the journey's order (last step first). */
export async function eventsOfShipment(db: Database, shipmentId: string): Promise<ShipmentEventRow[]> {
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(desc(shipmentEvents.at), desc(shipmentEvents.receivedAt));
  const step = (status: string) => SHIPMENT_STATUSES.indexOf(status as ShipmentStatus);
  return events.sort((a, b) => b.at.getTime() - a.at.getTime() || step(b.status) - step(a.status));
}

/** Parcels on their way that the courier has said nothing of since `before`: the tracking poll's list. */
export async function quietShipments(db: Database, statuses: readonly string[], before: Date, limit: number) {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        inArray(shipments.status, [...statuses]),
        lt(shipments.statusAt, before),
        sql`${shipments.awb} is not null`,
        notExists(
          sql`(select 1 from ${shipmentEvents} where ${shipmentEvents.shipmentId} = ${shipments.id} and ${shipmentEvents.receivedAt} >= ${before})`,
        ),
      ),
    )
    .orderBy(asc(shipments.statusAt))
    .limit(limit);
}

/** The day's parcels handed to couriers: booked with an AWB, picked up or due to be that day. */
export async function parcelsOfDay(db: Database, day: string): Promise<ShipmentWithOrder[]> {
  const rows = await db
    .select()
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.kind, 'forward'),
        sql`${shipments.awb} is not null`,
        ne(shipments.status, 'cancelled'),
        or(
          eq(shipments.pickupDate, day),
          and(
            sql`${shipments.pickupDate} is null`,
            gte(shipments.createdAt, new Date(indiaTimeOn(day))),
            lt(shipments.createdAt, new Date(indiaTimeOn(indiaDayPlus(1, indiaTimeOn(day))))),
          ),
        ),
      ),
    )
    .orderBy(asc(shipments.courierName), asc(shipments.createdAt));
  return rows.map((row) => ({ ...row.shipments, order: row.orders }));
}
