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
import {
  applyQuietUpdate,
  insertEventOnce,
  lockShipmentByAwb,
  quietShipments,
  updateShipment,
  type QuietMove,
  type TrackingEvent,
} from './shipmentsRepository';

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

/**
 * What an update to a parcel of this kind at `current` does besides keeping its event and moving
 * the parcel. A failed attempt counts only while the parcel is still on its way to her (a late or
 * forged one for a parcel delivered, coming back or cancelled must not ask her anything). Only a
 * forward parcel's move reaches the order and her notices (a reverse pickup travels from her to
 * the store): the order moves when its parcel first reaches a step (in transit after picked up:
 * still shipped), and out for delivery tells her.
 */
function sideEffects(kind: string, current: string, forward: boolean, next: ShipmentStatus) {
  const countsAttempt = next === 'undelivered' && (RANK[current] ?? 0) < RANK.delivered!;
  const reachesOrder = forward && kind === 'forward';
  const step = orderStepOf(next);
  return {
    countsAttempt,
    orderStep: reachesOrder && step && step !== orderStepOf(current as ShipmentStatus) ? step : null,
    notice: reachesOrder && next === 'out-for-delivery',
  };
}

/** A failed delivery attempt, for the failed-deliveries desk (modules/shipping/ndr, wired in index.ts). */
export type OnUndelivered = (tx: Database, shipment: ShipmentRow, update: TrackingUpdate) => Promise<void>;

export interface TrackingDeps {
  db: Database;
  jobs: JobQueue;
  onUndelivered: OnUndelivered;
}

export type Applied = 'applied' | 'replayed' | 'unknown-awb';

/** The courier's scans as events: each step under its status's own negative id (the provider's ids are positive). */
function scanEvents(update: TrackingUpdate): TrackingEvent[] {
  // Scans come again with every webhook, this update's own step among them: that one is the update's event.
  return update.scans
    .filter((scan) => scan.at.getTime() !== update.at.getTime() || scan.status !== update.status)
    .map((scan) => ({
      status: scan.status,
      providerStatusId: -1 - SHIPMENT_STATUSES.indexOf(scan.status),
      providerStatus: scan.status,
      activity: scan.activity,
      location: scan.location,
      at: scan.at,
    }));
}

/** The update's own event: in the courier's words, at the place of its own scan if it sent one. */
function updateEvent(update: TrackingUpdate): TrackingEvent {
  // Several steps may share a second: the update's own is the last scan of its status then.
  const latestScan = update.scans.findLast(
    (scan) => scan.at.getTime() === update.at.getTime() && scan.status === update.status,
  );
  return {
    status: update.status,
    providerStatusId: update.providerStatusId,
    providerStatus: update.providerStatus,
    activity: update.reason ?? latestScan?.activity ?? update.providerStatus,
    location: latestScan?.location ?? null,
    at: update.at,
  };
}

/**
 * Applies a courier's update to its parcel, in the caller's transaction: the webhook, the
 * tracking poll and the sandbox's clock all come here (through trackUpdate). Each event is kept
 * once (its parcel, status id and time: a replay adds nothing and changes nothing); the parcel's
 * status moves only forward; the order follows (picked up: shipped and her notice; out for
 * delivery: a notice; delivered: delivered, from the courier's time; a return to origin: rto),
 * and a failed attempt counts and goes to onUndelivered.
 */
export async function applyTracking(tx: Database, deps: TrackingDeps, update: TrackingUpdate): Promise<Applied> {
  const shipment = await lockShipmentByAwb(tx, update.awb);
  if (!shipment) return 'unknown-awb';
  for (const scan of scanEvents(update)) await insertEventOnce(tx, { shipmentId: shipment.id, ...scan });
  const event = await insertEventOnce(tx, { shipmentId: shipment.id, ...updateEvent(update) });
  if (!event) return 'replayed';
  const forward = movesForward(shipment.status, shipment.statusAt, update.status, update.at);
  if (forward) await updateShipment(tx, shipment.id, { status: update.status, statusAt: update.at });
  const effects = sideEffects(shipment.kind, shipment.status, forward, update.status);
  if (effects.countsAttempt) {
    const failed = await updateShipment(tx, shipment.id, { failedAttempts: shipment.failedAttempts + 1 });
    await deps.onUndelivered(tx, failed as ShipmentRow, update);
  }
  if (effects.orderStep) await courierMove(tx, deps.jobs, shipment.orderId, effects.orderStep, update.at);
  if (effects.notice) await deps.jobs.enqueue(tx, 'out-for-delivery-notice', { shipmentId: shipment.id });
  return 'applied';
}

const EARLIEST = new Date(-8.64e15);
const LATEST = new Date(8.64e15);
const KNOWN = Object.keys(RANK);

/**
 * The statuses an update finds nothing else to do from (per kind, counting a move that depends on
 * the parcel's time as made) and those it moves the parcel from (always, or at its time or after),
 * from the same ranks as applyTracking's.
 */
function quietMove(update: TrackingUpdate): QuietMove {
  const mayMove = (current: string) => movesForward(current, EARLIEST, update.status, update.at);
  const quiet = (kind: string) =>
    KNOWN.filter((current) => {
      const effects = sideEffects(kind, current, mayMove(current), update.status);
      return !effects.countsAttempt && !effects.orderStep && !effects.notice;
    });
  const moves = KNOWN.filter((current) => movesForward(current, LATEST, update.status, update.at));
  return {
    quietForward: quiet('forward'),
    quietReverse: quiet('reverse'),
    moves,
    ties: KNOWN.filter((current) => mayMove(current) && !moves.includes(current)),
  };
}

/**
 * Applies a courier's update as applyTracking does. The common case (a new scan of a parcel whose
 * order and notices do not change: in transit) is one statement; only an update that moves the
 * order, sends a notice or counts a failed attempt takes the transaction.
 */
export async function trackUpdate(deps: TrackingDeps, update: TrackingUpdate): Promise<Applied> {
  const quiet = await applyQuietUpdate(deps.db, update.awb, quietMove(update), updateEvent(update), scanEvents(update));
  if (!quiet.found) return 'unknown-awb';
  if (quiet.quiet) return quiet.kept ? 'applied' : 'replayed';
  return deps.db.transaction((tx) => applyTracking(tx, deps, update));
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
  const applied = await trackUpdate(deps, update);
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
      if (update) await trackUpdate(deps, update);
    } catch (error) {
      deps.log('tracking a quiet parcel failed: asked again next time', { awb: parcel.awb, error: String(error) });
    }
  }
  return quiet.length;
}
