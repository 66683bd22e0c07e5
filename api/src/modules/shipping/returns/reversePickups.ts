/**
 * Reverse pickups (issue 42 part 4): an approved return or exchange whose piece must come back
 * is booked with the courier once, as a 'reverse' shipment of its return request (a partial
 * unique index keeps one live per request, so a second approval, a retried job or a second
 * instance books nothing more). The return then follows the courier: its events join the
 * return's timeline, and the parcel delivered at the store receives the return as the desk's
 * Received does.
 */
import type { ReturnState } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { ReturnRow, ShipmentRow } from '../../../db/schema';
import type { JobQueue } from '../../../jobs/queue';
import type { CourierBooking, CourierOrder, CourierProvider } from '../../../providers/courier/types';
import { findLine, findOrder } from '../../orders/ordersRepository';
import { recordStep } from '../../orders/returns/refunds';
import { findReturn, lockReturn, recordReturnEvent } from '../../orders/returns/returnsRepository';
import { parcelDefaults, parcelOf } from '../parcels';
import {
  claimReversePickup,
  courierEventsOf,
  liveReversePickup,
  productTypeOf,
  returnEventDetails,
  reverseCount,
  reversePickupsToFollow,
  takeOverReverseClaim,
  updateReverse,
} from './reverseRepository';

export interface ReversePickupDeps {
  db: Database;
  jobs: JobQueue;
  courier: CourierProvider;
  log: (message: string, detail: object) => void;
}

/** A claim older than this with no answer recorded is a booking whose booker died: the next try takes it over. */
const STALE_CLAIM_MS = 2 * 60_000;

/** The approval's part (orders' onReturnApproved): the booking is a job of the approval's transaction. */
export const requestReversePickup = (jobs: JobQueue) => async (tx: Database, request: ReturnRow) => {
  await jobs.enqueue(tx, 'reverse-pickup', { returnId: request.id });
};

/** The return's piece as the courier picks it up: from her delivery address, nothing to collect. */
async function courierOrderOf(db: Database, request: ReturnRow, reference: string): Promise<CourierOrder | null> {
  const order = await findOrder(db, request.orderId);
  const line = await findLine(db, request.lineId);
  if (!order || !line) return null;
  const address = order.shippingAddress;
  const piece = { productType: (await productTypeOf(db, line.productId)) ?? '', weightGrams: null };
  return {
    reference,
    orderDate: new Date(),
    customer: {
      name: address.name,
      phone: order.phone,
      email: order.email ?? null,
      street: address.street,
      landmark: address.landmark,
      city: address.city,
      state: address.state,
      pincode: address.zip,
    },
    items: [{ name: line.name, sku: line.productId, units: 1, pricePaise: line.unitPricePaise }],
    subTotalPaise: line.unitPricePaise,
    cashToCollectPaise: 0,
    parcel: parcelOf([piece], await parcelDefaults(db)),
  };
}

/**
 * Books the return's reverse pickup once, then moves the return to pickup scheduled (her
 * notice). The claim (a 'booking' row) comes first; the aggregator has no idempotency key, so a
 * retry after a lost answer finds its booking by reference before it asks again. Null when the
 * return no longer wants one (refused, or received by hand).
 */
export async function bookReversePickup(deps: ReversePickupDeps, returnId: string): Promise<ShipmentRow | null> {
  const request = await findReturn(deps.db, returnId);
  if (!request || !['approved', 'pickup-scheduled'].includes(request.state)) return null;
  const order = await findOrder(deps.db, request.orderId);
  if (!order) return null;
  const reference = `${order.number}-R${(await reverseCount(deps.db, order.id)) + 1}`;
  const courierOrder = await courierOrderOf(deps.db, request, reference);
  if (!courierOrder) return null;
  let claim =
    (await claimReversePickup(deps.db, {
      orderId: order.id,
      kind: 'reverse',
      returnRequestId: request.id,
      reference,
      provider: deps.courier.name,
      parcel: courierOrder.parcel,
      cashToCollectPaise: 0,
    })) ?? null;
  if (!claim) {
    const live = await liveReversePickup(deps.db, request.id);
    if (!live) throw new Error(`reverse pickup of return ${returnId}: reference ${reference} taken, retried`);
    if (live.status !== 'booking') return live;
    claim = await takeOverReverseClaim(deps.db, live.id, new Date(Date.now() - STALE_CLAIM_MS));
    if (!claim) throw new Error(`reverse pickup of return ${returnId} is being booked by another worker: retried`);
  }
  const booking: CourierBooking =
    (await deps.courier.findOrder(claim.reference)) ??
    (await deps.courier.reversePickup({ ...courierOrder, reference: claim.reference }));
  const booked = await deps.db.transaction(async (tx) => {
    const row = await updateReverse(tx, claim.id, {
      providerOrderId: booking.providerOrderId,
      providerShipmentId: booking.shipmentId,
      awb: booking.awb,
      courierId: booking.courierId,
      courierName: booking.courierName,
      status: 'booked',
      statusAt: new Date(),
      lastError: null,
    });
    const locked = await lockReturn(tx, returnId);
    if (locked?.state === 'approved')
      await recordStep(tx, deps.jobs, {
        returnId,
        state: 'pickup-scheduled',
        detail: [booking.courierName, booking.awb].filter(Boolean).join(' ') || null,
        adminId: null,
      });
    return row;
  });
  return booked;
}

/** A return's steps from where it is to received: the pickup step first when the desk never marked it. */
const STEPS_TO_RECEIVED: Partial<Record<ReturnState, ReturnState[]>> = {
  approved: ['pickup-scheduled', 'received'],
  'pickup-scheduled': ['received'],
};

/**
 * Follows one reverse pickup, in the caller's transaction: the courier's events not yet on the
 * return's timeline join it (as steps of its pickup, no notice each), and a parcel delivered at
 * the store receives the return (her notice), as the desk's Received would. Idempotent.
 */
export async function followReversePickup(tx: Database, jobs: JobQueue, shipment: ShipmentRow): Promise<void> {
  if (shipment.kind !== 'reverse' || !shipment.returnRequestId) return;
  const request = await lockReturn(tx, shipment.returnRequestId);
  if (!request) return;
  const shown = new Set(await returnEventDetails(tx, request.id));
  for (const event of await courierEventsOf(tx, shipment.id)) {
    const detail = `${shipment.courierName ?? 'Courier'}: ${event.activity || event.status}${event.location ? `, ${event.location}` : ''}`;
    if (shown.has(detail)) continue;
    await recordReturnEvent(tx, {
      returnId: request.id,
      state: 'pickup-scheduled',
      detail,
      adminId: null,
      at: event.at,
    });
    shown.add(detail);
  }
  if (shipment.status !== 'delivered') return;
  for (const state of STEPS_TO_RECEIVED[request.state as ReturnState] ?? [])
    await recordStep(tx, jobs, { returnId: request.id, state, detail: null, adminId: null });
}

/** The sweep: every reverse pickup whose return still waits for its piece, followed. How many were looked at. */
export async function followReversePickups(deps: Pick<ReversePickupDeps, 'db' | 'jobs'>): Promise<number> {
  const due = await reversePickupsToFollow(deps.db);
  for (const shipment of due) await deps.db.transaction((tx) => followReversePickup(tx, deps.jobs, shipment));
  return due.length;
}
