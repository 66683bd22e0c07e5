import type { Database } from '../../db/client';
import type { ShipmentRow } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import {
  SHIPMENT_STATUSES,
  WebhookRefused,
  type CourierProvider,
  type ShipmentStatus,
  type TrackingUpdate,
} from '../../providers/courier/types';
import { courierMove } from '../orders/desk/orderChanges';
import { insertEventOnce, lockShipmentByAwb, quietShipments, updateShipment } from './shipmentsRepository';

/**
 * How far along its journey each status is. A parcel's status only moves to a higher rank, so a
 * late or replayed event never takes it back (delivered, then a late 'in transit', stays
 * delivered). Out for delivery and a failed attempt share a rank: a re-attempt goes out again
 * after a failure, so between those two the later event wins (the same second: the one that came). The return's legs rank after every
 * forward one; delivered, back at the shop, lost and cancelled are ends nothing moves.
 */
const RANK: Record<string, number> = {
  booking: 0,
  booked: 1,
  'pickup-scheduled': 2,
  'picked-up': 3,
  'in-transit': 4,
  'out-for-delivery': 5,
  undelivered: 5,
  delivered: 6,
  'rto-initiated': 7,
  'rto-in-transit': 8,
  'rto-delivered': 9,
  lost: 10,
  cancelled: 10,
};
const ENDS = new Set(['delivered', 'rto-delivered', 'lost', 'cancelled']);

/** Whether a parcel at `current` (since `since`) moves to `next` reported at `at`. */
export function movesForward(current: string, since: Date, next: ShipmentStatus, at: Date): boolean {
  if (ENDS.has(current)) return false;
  const from = RANK[current] ?? 0;
  const to = RANK[next] ?? 0;
  return to > from || (to === from && next !== current && at >= since);
}

/** The order's step a parcel status brings: the courier has it (shipped), it arrived, or it is coming back. */
function orderStepOf(status: ShipmentStatus): 'shipped' | 'delivered' | 'rto' | null {
  if (status === 'delivered') return 'delivered';
  if (status.startsWith('rto-')) return 'rto';
  if ((RANK[status] ?? 0) >= RANK['picked-up']! && status !== 'lost' && status !== 'cancelled') return 'shipped';
  return null;
}

/** A failed delivery attempt, for the failed-deliveries desk (modules/shipping/ndr, wired in index.ts). */
export type OnUndelivered = (tx: Database, shipment: ShipmentRow, update: TrackingUpdate) => Promise<void>;

export interface TrackingDeps {
  db: Database;
  jobs: JobQueue;
  onUndelivered: OnUndelivered;
}

export type Applied = 'applied' | 'replayed' | 'unknown-awb';

/**
 * Applies a courier's update to its parcel, in the caller's transaction: the webhook, the
 * tracking poll and the sandbox's clock all come here. Each event is kept once (its parcel,
 * status id and time: a replay adds nothing and changes nothing); the parcel's status moves only
 * forward; the order follows (picked up: shipped and her notice; out for delivery: a notice;
 * delivered: delivered, from the courier's time; a return to origin: rto), and a failed attempt
 * counts and goes to onUndelivered.
 */
export async function applyTracking(tx: Database, deps: TrackingDeps, update: TrackingUpdate): Promise<Applied> {
  const shipment = await lockShipmentByAwb(tx, update.awb);
  if (!shipment) return 'unknown-awb';
  // The courier's scans build the timeline; each step is kept once, by its status and time (scans
  // come again with every webhook, this update's own step among them), under its status's own
  // negative id: the provider's ids are positive.
  for (const scan of update.scans)
    if (scan.at.getTime() !== update.at.getTime() || scan.status !== update.status)
      await insertEventOnce(tx, {
        shipmentId: shipment.id,
        status: scan.status,
        providerStatusId: -1 - SHIPMENT_STATUSES.indexOf(scan.status),
        providerStatus: scan.status,
        activity: scan.activity,
        location: scan.location,
        at: scan.at,
      });
  // Several steps may share a second: the update's own is the last scan of its status then.
  const latestScan = update.scans.findLast(
    (scan) => scan.at.getTime() === update.at.getTime() && scan.status === update.status,
  );
  const event = await insertEventOnce(tx, {
    shipmentId: shipment.id,
    status: update.status,
    providerStatusId: update.providerStatusId,
    providerStatus: update.providerStatus,
    activity: update.reason ?? latestScan?.activity ?? update.providerStatus,
    location: latestScan?.location ?? null,
    at: update.at,
  });
  if (!event) return 'replayed';
  const forward = movesForward(shipment.status, shipment.statusAt, update.status, update.at);
  if (forward) await updateShipment(tx, shipment.id, { status: update.status, statusAt: update.at });
  // A failed attempt counts only while the parcel is still on its way to her: a late or forged
  // one for a parcel delivered, coming back or cancelled must not ask her anything.
  if (update.status === 'undelivered' && (RANK[shipment.status] ?? 0) < RANK.delivered!) {
    const failed = await updateShipment(tx, shipment.id, { failedAttempts: shipment.failedAttempts + 1 });
    await deps.onUndelivered(tx, failed as ShipmentRow, update);
  }
  // A reverse pickup travels from her to the store: its events move neither the order nor her notices.
  if (!forward || shipment.kind !== 'forward') return 'applied';
  const step = orderStepOf(update.status);
  // The order moved when its parcel first reached this step (in transit after picked up: still
  // shipped): only a new step locks and moves it.
  if (step && step !== orderStepOf(shipment.status as ShipmentStatus))
    await courierMove(tx, deps.jobs, shipment.orderId, step, update.at);
  if (update.status === 'out-for-delivery')
    await deps.jobs.enqueue(tx, 'out-for-delivery-notice', { shipmentId: shipment.id });
  return 'applied';
}

/** How far ahead of the store's clock a live courier's event time may be (clocks drift). */
const FUTURE_LEEWAY_MS = 3_600_000;
/** No parcel travels this long: an event older is a misread date (the tracking poll asks for anything missed). */
const PAST_LIMIT_MS = 90 * 86_400_000;

export interface WebhookDeps extends TrackingDeps {
  courier: Pick<CourierProvider, 'readWebhook' | 'track' | 'name'>;
  log: (message: string, detail: object) => void;
}

/**
 * The courier's tracking webhook as received (headers and raw body). A wrong token or an
 * unreadable body is refused (401, 400) and changes nothing; an AWB the store never booked is
 * logged and answered 200 (the aggregator retries whatever is not 2xx, forever); anything else is
 * applied once.
 */
export async function receiveCourierWebhook(
  deps: WebhookDeps,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): Promise<{ status: 200 | 400 | 401; applied?: Applied; message?: string }> {
  let update: TrackingUpdate;
  try {
    update = deps.courier.readWebhook(headers, body);
  } catch (error) {
    if (error instanceof WebhookRefused) return { status: error.status, message: error.message };
    throw error;
  }
  // A courier reports what happened, not what will: a time ahead of ours (or months old) is a
  // broken clock, and taken as it is it would set a delivery, and so the return window, in the
  // future (or close it at once). The sandbox's clock is simulated (tests run it days ahead), so
  // only a live courier is held to it.
  const skew = update.at.getTime() - Date.now();
  if (deps.courier.name !== 'sandbox' && (skew > FUTURE_LEEWAY_MS || skew < -PAST_LIMIT_MS))
    return { status: 400, message: 'current_timestamp: the time is in the future or months old' };
  const applied = await deps.db.transaction((tx) => applyTracking(tx, deps, update));
  if (applied === 'unknown-awb')
    deps.log('courier webhook for an AWB the store did not book: ignored', {
      awb: update.awb,
      reference: update.reference,
      status: update.providerStatus,
    });
  return { status: 200, applied };
}

/** A parcel the courier has said nothing of for this long is asked about (couriers scan at least daily). */
export const QUIET_HOURS = 6;

/** Parcels the courier still has: the tracking poll asks about those it has been quiet on. */
const ON_THE_WAY = [
  'booked',
  'pickup-scheduled',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'undelivered',
  'rto-initiated',
  'rto-in-transit',
] as const;

/**
 * A lost webhook must not strand a parcel: those with no news for `quietHours` are tracked by
 * asking the courier, and its answer applied as a webhook's would be. How many were asked.
 */
export async function pollQuietParcels(deps: WebhookDeps, quietHours: number, limit = 50): Promise<number> {
  const before = new Date(Date.now() - quietHours * 3_600_000);
  const quiet = await quietShipments(deps.db, ON_THE_WAY, before, limit);
  for (const parcel of quiet) {
    try {
      const update = await deps.courier.track(parcel.awb as string);
      if (update) await deps.db.transaction((tx) => applyTracking(tx, deps, update));
    } catch (error) {
      deps.log('tracking a quiet parcel failed: asked again next time', { awb: parcel.awb, error: String(error) });
    }
  }
  return quiet.length;
}
