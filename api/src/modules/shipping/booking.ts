import { formatPaise, indiaDayPlus, paiseToRupees } from '@store/shared/format';
import type { BookAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import type { OrderRow, ShipmentRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isUniqueViolation } from '../../http/pgErrors';
import {
  CourierError,
  type CourierAddress,
  type CourierBooking,
  type CourierOrder,
  type CourierProvider,
  type CourierQuote,
} from '../../providers/courier/types';
import { refuseUnfinishedPieces } from '../orders/production/readiness';
import { findLiveOrder, lockOrder, recordEvent, updateOrder } from '../orders/ordersRepository';
import { methodOf } from '../payments/methods';
import { parcelDefaults, parcelOf } from './parcels';
import {
  forwardAttempts,
  insertShipment,
  isReadyToShip,
  liveForwardShipment,
  piecesOfOrders,
  shipmentById,
  takeOverClaim,
  updateShipment,
} from './shipmentsRepository';

export interface BookingDeps {
  db: Database;
  courier: CourierProvider;
  /** The store's pickup address (config): where couriers collect, and the label's return address. */
  pickup: CourierAddress;
  /**
   * How long a 'booking' claim is its booker's alone. Older, its booker crashed or lost the
   * aggregator's answer: the next booking takes it over and asks the aggregator first.
   */
  claimLeaseMs: number;
}

/** What the courier collects at the door: a cash order's rest; nothing for a prepaid one. */
export const cashToCollect = (order: OrderRow) =>
  methodOf(order).collectsOnDelivery ? Math.max(0, order.totalPaise - order.paidPaise) : 0;

/** The courier's words kept for the desk, or a network failure's. */
const courierWords = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function parcelOfOrder(db: Database, order: OrderRow) {
  const [pieces, defaults] = await Promise.all([piecesOfOrders(db, [order.id]), parcelDefaults(db)]);
  return { pieces, parcel: parcelOf(pieces, defaults) };
}

/** The couriers that take this order's parcel from the shop's pincode, cash ones only for cash. */
async function couriersFor(deps: BookingDeps, order: OrderRow, weightGrams: number): Promise<CourierQuote[]> {
  const cash = cashToCollect(order) > 0;
  const quotes = await deps.courier.serviceability({
    pickupPincode: deps.pickup.pincode,
    deliveryPincode: order.shippingAddress.zip,
    weightGrams,
    cash,
  });
  return cash ? quotes.filter((quote) => quote.cash) : quotes;
}

/** The desk's quotes for an order: the couriers that serve its pincode, with rate and promise. */
export async function quotesFor(deps: BookingDeps, orderId: string) {
  const order = await findLiveOrder(deps.db, orderId);
  if (!order) throw new HttpError(404, 'Order not found');
  const { parcel } = await parcelOfOrder(deps.db, order);
  const quotes = await askCourier(() => couriersFor(deps, order, parcel.weightGrams));
  return {
    couriers: quotes.map((quote) => ({
      courierId: quote.courierId,
      courierName: quote.courierName,
      rate: paiseToRupees(quote.ratePaise),
      estimatedDelivery: quote.estimatedDelivery,
      etaDays: quote.etaDays,
      cash: quote.cash,
      recommended: quote.recommended,
    })),
  };
}

/** A courier call from a desk route: its refusal is a 409 in its words, no answer a 502. */
export async function askCourier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CourierError) throw new HttpError(409, `The courier refused: ${error.message}`);
    throw new HttpError(502, 'The courier did not answer: try again in a minute');
  }
}

/** Why an order cannot be booked, in the desk's words. */
async function notReady(db: Database, order: OrderRow): Promise<string> {
  if (order.deleted) return 'Order not found';
  if (order.fulfilment !== 'processing') return `${order.number} is ${order.fulfilment}`;
  if (order.stockShort) return `${order.number} has a piece short of stock`;
  if (methodOf(order).collectsOnDelivery && order.cashState !== 'confirmed')
    return `${order.number} is a cash order the shopper has not confirmed`;
  if (!methodOf(order).collectsOnDelivery && order.status !== 'paid')
    return `${order.number} still has ${formatPaise(order.totalPaise - order.paidPaise)} to pay`;
  try {
    await refuseUnfinishedPieces(db, order.id);
  } catch (error) {
    return courierWords(error);
  }
  return `${order.number} is not ready to ship`;
}

type Claim =
  | { kind: 'claimed'; shipment: ShipmentRow; order: OrderRow; resumed: boolean }
  | { kind: 'booked'; shipment: ShipmentRow; order: OrderRow }
  | { kind: 'refused'; order: OrderRow | null; message: string };

/**
 * Claims the order's booking in a short transaction of its own: the shipment row, 'booking',
 * with the attempt's reference. The order's row lock orders two claims of one order, and the
 * partial unique index (one live forward parcel per order) refuses the second whatever reaches
 * the database first, in this process or another. A claim older than the lease is taken over.
 */
async function claimBooking(deps: BookingDeps, orderId: string): Promise<Claim> {
  const { db } = deps;
  try {
    return await db.transaction(async (tx): Promise<Claim> => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.deleted) return { kind: 'refused', order: null, message: 'Order not found' };
      const live = await liveForwardShipment(tx, orderId);
      if (live) return claimLive(deps, tx, order, live);
      if (!(await isReadyToShip(tx, orderId))) return { kind: 'refused', order, message: await notReady(tx, order) };
      const { parcel } = await parcelOfOrder(tx, order);
      const attempt = (await forwardAttempts(tx, orderId)) + 1;
      const now = new Date();
      const shipment = await insertShipment(tx, {
        // Times from here, to the millisecond: the desk's pages key on statusAt.
        createdAt: now,
        statusAt: now,
        orderId,
        kind: 'forward',
        reference: `${order.number}-${attempt}`,
        provider: deps.courier.name,
        parcel,
        cashToCollectPaise: cashToCollect(order),
        status: 'booking',
      });
      return { kind: 'claimed', shipment: shipment as ShipmentRow, order, resumed: false };
    });
  } catch (error) {
    // Another claim reached the index first (the lock is held per statement on some drivers).
    if (!isUniqueViolation(error)) throw error;
    const live = await liveForwardShipment(db, orderId);
    const order = (await findLiveOrder(db, orderId)) ?? null;
    if (live && order && live.status !== 'booking') return { kind: 'booked', shipment: live, order };
    return { kind: 'refused', order, message: `${order?.number ?? 'The order'} is being booked` };
  }
}

/** The order already has a live parcel: booked (its booking is the answer), or a claim in flight or left behind. */
async function claimLive(deps: BookingDeps, tx: Database, order: OrderRow, live: ShipmentRow): Promise<Claim> {
  if (live.status !== 'booking') return { kind: 'booked', shipment: live, order };
  if (Date.now() - live.statusAt.getTime() < deps.claimLeaseMs)
    return { kind: 'refused', order, message: `${order.number} is being booked: try again in a minute` };
  const taken = await takeOverClaim(tx, live.id, live.statusAt);
  if (!taken) return { kind: 'refused', order, message: `${order.number} is being booked: try again in a minute` };
  return { kind: 'claimed', shipment: taken, order, resumed: true };
}

async function courierOrderOf(db: Database, order: OrderRow, shipment: ShipmentRow): Promise<CourierOrder> {
  const { pieces } = await parcelOfOrder(db, order);
  const address = order.shippingAddress;
  return {
    reference: shipment.reference,
    orderDate: order.createdAt,
    customer: {
      name: address.name || order.customerName,
      phone: order.phone,
      email: order.email,
      street: address.street,
      landmark: address.landmark,
      city: address.city,
      state: address.state,
      pincode: address.zip,
    },
    items: pieces.map((piece) => ({
      name: piece.name,
      sku: piece.sku ?? piece.productId,
      units: 1,
      pricePaise: piece.unitPricePaise,
    })),
    subTotalPaise: order.totalPaise,
    cashToCollectPaise: shipment.cashToCollectPaise,
    parcel: shipment.parcel,
  };
}

type Outcome = { booked: BookAnswer['booked'][number] } | { failed: BookAnswer['failed'][number] };

const bookedOutcome = (shipment: ShipmentRow, order: OrderRow): Outcome => ({
  booked: {
    orderId: order.id,
    number: order.number,
    shipmentId: shipment.id,
    awb: shipment.awb ?? '',
    courierName: shipment.courierName ?? '',
  },
});

/**
 * Books one order exactly once: claim, then the aggregator (found again by the claim's
 * reference when a previous booker left it, created otherwise: the aggregator has no
 * idempotency key), an AWB from the named courier or the recommended one, and the record. A
 * refusal gives the claim up (cancelled, its words kept), so the next booking is attempt + 1; no
 * answer leaves the claim to the next booking, which asks the aggregator before creating again.
 */
export async function bookOrder(
  deps: BookingDeps,
  orderId: string,
  adminId: string,
  courierId?: number,
): Promise<Outcome> {
  const claim = await claimBooking(deps, orderId);
  if (claim.kind === 'refused')
    return { failed: { orderId, number: claim.order?.number ?? '', message: claim.message } };
  if (claim.kind === 'booked') return bookedOutcome(claim.shipment, claim.order);
  const { shipment, order, resumed } = claim;
  const { db, courier } = deps;
  let booking: CourierBooking | null = null;
  try {
    const quotes = await couriersFor(deps, order, shipment.parcel.weightGrams);
    if (!quotes.length) throw new CourierError(`No courier delivers to ${order.shippingAddress.zip}`, 422);
    if (courierId !== undefined && !quotes.some((quote) => quote.courierId === courierId))
      throw new CourierError(`That courier does not deliver this parcel to ${order.shippingAddress.zip}`, 422);
    booking = resumed ? await courier.findOrder(shipment.reference) : null;
    if (!booking) booking = await courier.createOrder(await courierOrderOf(db, order, shipment));
    await updateShipment(db, shipment.id, {
      providerOrderId: booking.providerOrderId,
      providerShipmentId: booking.shipmentId,
    });
    if (!booking.awb) booking = await courier.assignAwb(booking.shipmentId, courierId);
    const quote =
      quotes.find((candidate) => candidate.courierId === booking?.courierId) ??
      quotes.find((candidate) => candidate.recommended);
    const booked = await recordBooking(db, shipment, order, booking, quote, adminId);
    return bookedOutcome(booked, order);
  } catch (error) {
    return { failed: { orderId, number: order.number, message: await bookingFailed(deps, shipment, booking, error) } };
  }
}

/** The AWB on the parcel and the order (its screens show courier and tracking number), with who booked. */
async function recordBooking(
  db: Database,
  shipment: ShipmentRow,
  order: OrderRow,
  booking: CourierBooking,
  quote: CourierQuote | undefined,
  adminId: string,
): Promise<ShipmentRow> {
  const awb = booking.awb as string;
  const courierName = booking.courierName ?? quote?.courierName ?? 'Courier';
  return db.transaction(async (tx) => {
    const row = await updateShipment(tx, shipment.id, {
      status: 'booked',
      statusAt: new Date(),
      providerOrderId: booking.providerOrderId,
      providerShipmentId: booking.shipmentId,
      awb,
      courierId: booking.courierId,
      courierName,
      ratePaise: quote?.ratePaise ?? null,
      estimatedDelivery: quote?.estimatedDelivery ?? (quote ? indiaDayPlus(quote.etaDays) : null),
      lastError: null,
    });
    await updateOrder(tx, order.id, { courier: courierName, trackingNumber: awb });
    await recordEvent(tx, {
      orderId: order.id,
      kind: 'courier',
      fromValue: null,
      toValue: `${courierName} ${awb}`,
      adminId,
    });
    return row as ShipmentRow;
  });
}

/** What a failed booking leaves behind, and the desk's words for it. */
async function bookingFailed(
  deps: BookingDeps,
  shipment: ShipmentRow,
  booking: CourierBooking | null,
  error: unknown,
): Promise<string> {
  const words = courierWords(error);
  if (error instanceof CourierError) {
    // An order the aggregator made but would not give an AWB is withdrawn, so it does not linger there.
    if (booking && !booking.awb) await deps.courier.cancel([booking.providerOrderId]).catch(() => undefined);
    await updateShipment(deps.db, shipment.id, { status: 'cancelled', statusAt: new Date(), lastError: words });
    return `The courier refused: ${words}`;
  }
  // No answer: this booker is done, so the next booking takes the claim over at once (and asks first).
  await updateShipment(deps.db, shipment.id, {
    lastError: words,
    statusAt: new Date(Date.now() - deps.claimLeaseMs),
  });
  return 'The courier did not answer: book it again in a minute';
}

/** Books each order on its own (a few at a time): one's refusal never stops the others. */
export async function bookOrders(
  deps: BookingDeps,
  orderIds: string[],
  adminId: string,
  courierId?: number,
  concurrency = 4,
): Promise<BookAnswer> {
  const ids = [...new Set(orderIds)];
  const outcomes: Outcome[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      outcomes[index] = await bookOrder(deps, ids[index] as string, adminId, courierId).catch((error: unknown) => ({
        failed: { orderId: ids[index] as string, number: '', message: courierWords(error) },
      }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  const answer: BookAnswer = { booked: [], failed: [] };
  for (const outcome of outcomes) {
    if ('booked' in outcome) answer.booked.push(outcome.booked);
    else answer.failed.push(outcome.failed);
  }
  return answer;
}

/** Parcels still at the shop: the desk may cancel their booking. */
const CANCELLABLE = ['booked', 'pickup-scheduled'];

/** The desk cancels a booking: on the aggregator first, then the parcel and the order's AWB. */
export async function cancelBooking(deps: BookingDeps, shipmentId: string, adminId: string): Promise<ShipmentRow> {
  const shipment = await shipmentById(deps.db, shipmentId);
  if (!shipment) throw new HttpError(404, 'Shipment not found');
  if (!CANCELLABLE.includes(shipment.status))
    throw new HttpError(409, `This parcel is ${shipment.status}: only a parcel still at the shop can be cancelled`);
  if (shipment.providerOrderId) await askCourier(() => deps.courier.cancel([shipment.providerOrderId as string]));
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, shipment.orderId);
    const row = await updateShipment(tx, shipment.id, { status: 'cancelled', statusAt: new Date() });
    if (order && order.trackingNumber === shipment.awb)
      await updateOrder(tx, order.id, { courier: null, trackingNumber: null });
    await recordEvent(tx, {
      orderId: shipment.orderId,
      kind: 'courier',
      fromValue: `${shipment.courierName ?? ''} ${shipment.awb ?? ''}`.trim(),
      toValue: 'cancelled',
      adminId,
    });
    return row as ShipmentRow;
  });
}
