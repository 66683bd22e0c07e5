/**
 * Failed deliveries (NDR, issue 42 part 3): an 'undelivered' update opens one exception per
 * attempt; the shopper answers by her signed link or a WhatsApp quick reply, or the desk does
 * (unanswered in time, it waits on the desk); the answer goes to the courier once. After the
 * last attempt allowed the parcel is sent back (RTO) without asking.
 */
import { indiaDayPlus } from '@store/shared/format';
import type { DeliveryIssueAddress, NdrActionJson } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { ShipmentRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import type { CourierProvider, NdrAction, TrackingUpdate } from '../../../providers/courier/types';
import { sendOnce } from '../../notifications';
import { findPincode } from '../../pincodes/pincodeDirectory';
import {
  findException,
  findShipment,
  insertException,
  latestAttempt,
  lockException,
  markSent,
  updateException,
  type DeliveryExceptionRow,
} from './ndrRepository';

/** The latest day a shopper may ask the courier to come again: tomorrow up to this many days on (India). */
export const REATTEMPT_WITHIN_DAYS = 5;

/** A parcel past these is delivered or on its way back: its question is closed. */
const CLOSED_SHIPMENT: readonly string[] = [
  'delivered',
  'rto-initiated',
  'rto-in-transit',
  'rto-delivered',
  'lost',
  'cancelled',
];

export interface NdrDeps {
  db: Database;
  jobs: JobQueue;
  courier: CourierProvider;
  /** NDR_ANSWER_HOURS and NDR_MAX_ATTEMPTS. */
  ndr: { answerHours: number; maxAttempts: number };
  /** The store's pickup pincode: a changed address must be one a courier serves from it. */
  pickupPincode: string;
  log: (message: string, detail: object) => void;
}

/** Who answered: her link, her WhatsApp reply, the desk (an admin), or the attempts rule. */
export type AnsweredVia = 'link' | 'whatsapp' | 'desk' | 'rule';

/**
 * Opens the exception of a failed attempt, in the tracking update's transaction (after the
 * shipment's failed attempts were counted): once per attempt, so a replayed update adds nothing.
 * Below the last attempt allowed the shopper is asked (her notice is a job of this transaction);
 * at it the parcel is sent back, the courier asked by a job. Null when it was already open (or
 * the parcel is a reverse pickup's).
 */
export async function openDeliveryException(
  tx: Database,
  deps: Pick<NdrDeps, 'jobs' | 'ndr'>,
  shipment: ShipmentRow,
  update: TrackingUpdate,
  now = new Date(),
): Promise<DeliveryExceptionRow | null> {
  // A reverse pickup that failed at her door is the courier's to try again, not a delivery question.
  if (shipment.kind !== 'forward') return null;
  const counted = (await findShipment(tx, shipment.id))?.failedAttempts ?? shipment.failedAttempts;
  const attempt = Math.max(1, counted);
  const last = attempt >= deps.ndr.maxAttempts;
  const row = await insertException(tx, {
    shipmentId: shipment.id,
    attempt,
    reason: (update.reason ?? update.scans.at(-1)?.activity ?? update.providerStatus) || 'Delivery failed',
    openedAt: now,
    answerBy: new Date(now.getTime() + deps.ndr.answerHours * 3_600_000),
    ...(last ? { state: 'answered', action: { kind: 'return' }, answeredVia: 'rule', answeredAt: now } : {}),
  });
  if (!row) return null;
  if (last) await deps.jobs.enqueue(tx, 'delivery-issue-send', { exceptionId: row.id });
  else await deps.jobs.enqueue(tx, 'delivery-issue-notice', { exceptionId: row.id });
  return row;
}

/**
 * Whether the exception still takes an answer: not yet answered, the latest attempt of its
 * parcel, and the parcel neither delivered nor on its way back.
 */
export async function isLive(db: Database, row: DeliveryExceptionRow, shipment: ShipmentRow): Promise<boolean> {
  return (
    row.state !== 'answered' &&
    !CLOSED_SHIPMENT.includes(shipment.status) &&
    (await latestAttempt(db, shipment.id)) === row.attempt
  );
}

/** The days a re-attempt may be asked for at `now` (India). */
export const reattemptWindow = (now: Date) => ({
  earliestDate: indiaDayPlus(1, now),
  latestDate: indiaDayPlus(REATTEMPT_WITHIN_DAYS, now),
});

/** The store's answer: deliver again (with her day, address, phone) or send it back. */
export type StoreNdrAnswer =
  { kind: 're-attempt'; date?: string; address?: DeliveryIssueAddress; phone?: string } | { kind: 'return' };

/**
 * Checks an answer before anything changes: the day in the window (tomorrow up to
 * REATTEMPT_WITHIN_DAYS, India), a changed address's pincode known, in the state typed and
 * served by a courier from the store's pickup pincode. A re-attempt without a day is for tomorrow. Each refusal is a 400
 * naming its field.
 */
async function checkedAnswer(
  deps: NdrDeps,
  shipment: ShipmentRow,
  answer: StoreNdrAnswer,
  now: Date,
): Promise<NdrActionJson> {
  if (answer.kind === 'return') return { kind: 'return' };
  const { earliestDate, latestDate } = reattemptWindow(now);
  const date = answer.date ?? earliestDate;
  if (date < earliestDate || date > latestDate)
    throw new HttpError(400, `date: the courier can come again from ${earliestDate} to ${latestDate}`, {
      field: 'date',
    });
  if (answer.address) {
    const zip = answer.address.zip;
    const place = findPincode(zip);
    if (!place) throw new HttpError(400, 'address.zip: not an Indian pincode', { field: 'address.zip' });
    // The courier routes by pincode and its driver reads the state: two places in one address is a typo.
    if (place.state.toLowerCase() !== answer.address.state.trim().toLowerCase())
      throw new HttpError(400, `address.state: pincode ${zip} is in ${place.state}`, { field: 'address.state' });
    const couriers = await deps.courier.serviceability({
      pickupPincode: deps.pickupPincode,
      deliveryPincode: zip,
      weightGrams: shipment.parcel.weightGrams,
      cash: shipment.cashToCollectPaise > 0,
    });
    if (!couriers.length)
      throw new HttpError(400, `address.zip: no courier delivers to ${zip}`, { field: 'address.zip' });
  }
  return {
    kind: 're-attempt',
    date,
    ...(answer.address ? { address: answer.address } : {}),
    ...(answer.phone ? { phone: answer.phone } : {}),
  };
}

const GONE = 'This delivery question is closed: it was already answered, or the parcel has moved on';

/**
 * Records the answer to an exception (once: a second answer, or one for a closed question, is a
 * 410 and changes nothing), then hands it to the courier. The courier's refusal or silence
 * leaves it answered but unsent: the sweep's job sends it again.
 */
export async function answerException(
  deps: NdrDeps,
  exceptionId: string,
  answer: StoreNdrAnswer,
  by: { via: AnsweredVia; adminId?: string | null },
  now = new Date(),
): Promise<DeliveryExceptionRow> {
  const found = await findException(deps.db, exceptionId);
  const shipment = found && (await findShipment(deps.db, found.shipmentId));
  if (!found || !shipment) throw new HttpError(404, 'Delivery question not found');
  if (!(await isLive(deps.db, found, shipment))) throw new HttpError(410, GONE);
  const action = await checkedAnswer(deps, shipment, answer, now);
  const answered = await deps.db.transaction(async (tx) => {
    const row = await lockException(tx, exceptionId);
    if (!row || row.state === 'answered') throw new HttpError(410, GONE);
    const change = {
      state: 'answered',
      action,
      answeredVia: by.via,
      answeredBy: by.adminId ?? null,
      answeredAt: now,
    } satisfies Partial<DeliveryExceptionRow>;
    await updateException(tx, exceptionId, change);
    return { ...row, ...change };
  });
  try {
    return (await sendAnswer(deps, exceptionId)) ?? answered;
  } catch (error) {
    deps.log('the courier did not take a failed delivery answer: retried', { exceptionId, error: String(error) });
    return answered;
  }
}

/** The answer in the courier's words: her address as one line, her phone as its ten digits. */
export function courierAction(action: NdrActionJson): NdrAction {
  if (action.kind === 'return') return { kind: 'return' };
  const address = action.address;
  return {
    kind: 're-attempt',
    ...(action.date ? { date: action.date } : {}),
    ...(address
      ? {
          address: [address.street, address.landmark, address.city, `${address.state} ${address.zip}`]
            .filter(Boolean)
            .join(', '),
        }
      : {}),
    ...(action.phone ? { phone: action.phone.replace(/^\+91/, '') } : {}),
  };
}

/**
 * Hands an answered exception's action to the courier once. The send is claimed first (sendOnce:
 * its answer's own try, the job and the sweep never call the courier together, and a claim whose
 * sender died is taken over), and no transaction is held while the courier answers. A failure
 * throws, drops the claim and changes nothing. The row as it is after, or null when there was
 * nothing to send.
 */
export async function sendAnswer(
  deps: Pick<NdrDeps, 'db' | 'courier'>,
  exceptionId: string,
  now = () => new Date(),
): Promise<DeliveryExceptionRow | null> {
  const row = await findException(deps.db, exceptionId);
  if (!row || row.state !== 'answered' || row.sentAt || !row.action) return null;
  const shipment = await findShipment(deps.db, row.shipmentId);
  const awb = shipment?.awb;
  if (!awb) return null;
  await sendOnce(deps.db, `ndr-action:${row.id}`, () =>
    deps.courier.ndrAction(awb, courierAction(row.action as NdrActionJson)),
  );
  const sentAt = now();
  await markSent(deps.db, row.id, sentAt);
  return { ...row, sentAt };
}
