import { indiaDay } from '@store/shared/format';
import type { ShipmentJson } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import type { ShipmentRow } from '../../db/schema';
import { isUuid } from '../../http/castableValues';
import { HttpError } from '../../http/errors';
import { findOrder } from '../orders/ordersRepository';
import { askCourier, type BookingDeps } from './booking';
import { labelsPdf, manifestPdf } from './labels';
import { eventJson, shipmentJson } from './serialize';
import {
  currentShipmentOfOrder,
  eventsOfShipment,
  listShipments,
  parcelsOfDay,
  piecesOfOrders,
  shipmentsWithOrders,
  updateShipment,
} from './shipmentsRepository';

const PAGE = 50;

const encodeCursor = (at: Date, id: string) =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && isUuid(key[1])) {
      const at = new Date(key[0]);
      if (!Number.isNaN(at.getTime()) && at.toISOString() === key[0]) return { at, id: key[1] };
    }
  } catch {
    // falls through to the refusal
  }
  throw new HttpError(400, 'cursor: is not a cursor this API made');
}

/** The desk's parcels, latest change first, a page at a time. */
export async function shipmentsPage(db: Database, query: { status?: string; cursor?: string }) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listShipments(db, { status: query.status, after }, PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    shipments: page.map((row) => shipmentJson(row.shipment, row.orderNumber)),
    next: rows.length > PAGE && last ? encodeCursor(last.shipment.statusAt, last.shipment.id) : null,
  };
}

/** An order's parcel and its courier's events, newest first; no parcel: null and none. */
export async function orderShipment(db: Database, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order || order.deleted) throw new HttpError(404, 'Order not found');
  const shipment = await currentShipmentOfOrder(db, orderId);
  if (!shipment) return { order, shipment: null, events: [] };
  return { order, shipment, events: (await eventsOfShipment(db, shipment.id)).map(eventJson) };
}

export const shipmentJsonOf = (shipment: ShipmentRow | null, orderNumber: string): ShipmentJson | null =>
  shipment ? shipmentJson(shipment, orderNumber) : null;

/** Parcels by id, refused unless each is known and has its AWB (a label needs one). */
async function parcelsWithAwb(db: Database, ids: string[]) {
  const parcels = await shipmentsWithOrders(db, [...new Set(ids)]);
  if (parcels.length !== new Set(ids).size) throw new HttpError(404, 'Shipment not found');
  const pending = parcels.find((parcel) => !parcel.awb || parcel.status === 'cancelled');
  if (pending) throw new HttpError(409, `${pending.order.number} has no live AWB: book it before printing its label`);
  return parcels;
}

/** Labels for these parcels, one 4x6 page each, in the order asked. */
export async function labels(deps: BookingDeps, ids: string[]): Promise<Buffer> {
  const parcels = await parcelsWithAwb(deps.db, ids);
  const byId = new Map(parcels.map((parcel) => [parcel.id, parcel]));
  return labelsPdf(
    [...new Set(ids)].map((id) => byId.get(id)).filter((parcel) => parcel !== undefined),
    deps.pickup,
  );
}

/** Asks the courier to collect these booked parcels; each records its pickup day. */
export async function schedulePickup(deps: BookingDeps, ids: string[]) {
  const parcels = (await parcelsWithAwb(deps.db, ids)).filter((parcel) => parcel.status === 'booked');
  if (!parcels.length) throw new HttpError(409, 'None of these parcels waits for a pickup: each is scheduled or gone');
  const { pickupDate } = await askCourier(() =>
    deps.courier.requestPickup(parcels.map((parcel) => parcel.providerShipmentId ?? '')),
  );
  for (const parcel of parcels)
    await updateShipment(deps.db, parcel.id, { status: 'pickup-scheduled', statusAt: new Date(), pickupDate });
  return { pickupDate, count: parcels.length };
}

/** The day's hand-over sheet (today in India unless asked), with the aggregator's own manifest named. */
export async function manifest(deps: BookingDeps, day = indiaDay()): Promise<Buffer> {
  const parcels = await parcelsOfDay(deps.db, day);
  const pieces = await piecesOfOrders(
    deps.db,
    parcels.map((parcel) => parcel.orderId),
  );
  let aggregator: string | null = null;
  if (parcels.length)
    aggregator = (
      await askCourier(() => deps.courier.generateManifest(parcels.map((parcel) => parcel.providerShipmentId ?? '')))
    ).url;
  return manifestPdf(
    day,
    parcels.map((parcel) => ({ ...parcel, pieces: pieces.filter((piece) => piece.orderId === parcel.orderId).length })),
    deps.pickup,
    aggregator,
  );
}
