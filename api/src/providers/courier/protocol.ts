import { createHash, timingSafeEqual } from 'node:crypto';
import { INDIA_TIME_ZONE, indiaTimeOn } from '@store/shared/format';
import { SHIPROCKET_STATUSES, shipmentStatusOf, shiprocketLabel } from './statuses';
import { WebhookRefused, type TrackingScan, type TrackingUpdate } from './types';

/*
 * Shiprocket's wire, shared by the live client (shiprocket.ts) and the sandbox: its times (India
 * wall-clock text without a zone) and its tracking webhook (JSON, authenticated by the token the
 * merchant set, sent back in the `x-api-key` header).
 */

let clock: Intl.DateTimeFormat | undefined;
/** A moment as Shiprocket writes it: India's wall clock, '2026-12-06 14:05:09'. */
export function shiprocketTime(at: Date): string {
  clock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: INDIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    clock?.formatToParts(at).find((piece) => piece.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * Shiprocket's time text read back: '2026-12-06 14:05:09', or the webhook's `current_timestamp`
 * order '06 12 2026 14:05:09' (day month year); both India's wall clock. Null when unreadable or
 * no such moment (31 February, 25:00).
 */
export function parseShiprocketTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  const dmy = /^(\d{2})[ -/](\d{2})[ -/](\d{4}) (\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  const [day, time] = iso
    ? [`${iso[1]}-${iso[2]}-${iso[3]}`, iso[4]]
    : dmy
      ? [`${dmy[3]}-${dmy[2]}-${dmy[1]}`, dmy[4]]
      : [null, null];
  if (!day || !time) return null;
  const wallClock = `${day} ${time.length === 5 ? `${time}:00` : time}`;
  const at = new Date(indiaTimeOn(day, wallClock.slice(11)));
  // Date rolls an impossible day over (31 February is 3 March): only a moment that reads back
  // as the text given is one.
  return Number.isNaN(at.getTime()) || shiprocketTime(at) !== wallClock ? null : at;
}

/** The webhook's `current_timestamp`: '06 12 2026 14:05:09'. */
export function shiprocketWebhookTime(at: Date): string {
  const [day = '', time = ''] = shiprocketTime(at).split(' ');
  const [year, month, date] = day.split('-');
  return `${date} ${month} ${year} ${time}`;
}

/** One scan in a webhook's `scans` (and a track call's activities). */
export interface ShiprocketScan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
}

/** Shiprocket's tracking webhook body, as the store reads it and the sandbox writes it. */
export interface ShiprocketWebhookBody {
  awb: string;
  courier_name: string;
  current_status: string;
  current_status_id: number;
  shipment_status: string;
  shipment_status_id: number;
  current_timestamp: string;
  /** The channel order id: the store's reference. */
  order_id: string;
  sr_order_id: number;
  awb_assigned_date: string | null;
  pickup_scheduled_date: string | null;
  etd: string | null;
  scans: ShiprocketScan[];
  is_return: 0 | 1;
  channel_id: number;
  pod_status: string;
  pod: string;
}

/** The header Shiprocket sends the merchant's webhook token in. */
export const WEBHOOK_TOKEN_HEADER = 'x-api-key';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (digests of equal length, whatever the lengths given). */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const key = Object.keys(headers).find((header) => header.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** A status id as sent: a number, or digits in a string (Shiprocket sends both). */
function statusIdOf(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && SHIPROCKET_STATUSES[id] ? id : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The scans the store follows, oldest first, as TrackingScans. */
export function readScans(scans: unknown): TrackingScan[] {
  if (!Array.isArray(scans)) return [];
  return scans
    .filter(isRecord)
    .flatMap((scan) => {
      const id = statusIdOf(scan['sr-status']);
      const at = parseShiprocketTime(scan.date);
      const status = id === null ? null : shipmentStatusOf(id);
      if (!status || !at) return [];
      const location = typeof scan.location === 'string' && scan.location ? scan.location : null;
      return [{ at, status, activity: typeof scan.activity === 'string' ? scan.activity : '', location }];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Reads Shiprocket's tracking webhook: the merchant's token in `x-api-key` (compared in constant
 * time; wrong or missing: 401), then a JSON body with an AWB, a status id the store follows and
 * its time (otherwise 400). A failed attempt's reason is its latest scan's words.
 */
export function readShiprocketWebhook(
  token: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): TrackingUpdate {
  const given = headerValue(headers, WEBHOOK_TOKEN_HEADER);
  if (given === null || !sameToken(given, token))
    throw new WebhookRefused('The webhook token is wrong or missing.', 401);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new WebhookRefused('The body is not JSON.', 400);
  }
  if (!isRecord(parsed)) throw new WebhookRefused('The body is not a tracking update.', 400);
  const awb = typeof parsed.awb === 'number' ? String(parsed.awb) : parsed.awb;
  const statusId = statusIdOf(parsed.shipment_status_id) ?? statusIdOf(parsed.current_status_id);
  const at = parseShiprocketTime(parsed.current_timestamp);
  if (typeof awb !== 'string' || !/^[A-Za-z0-9-]{6,30}$/.test(awb) || statusId === null || !at)
    throw new WebhookRefused('The body is not a tracking update (awb, shipment_status_id, current_timestamp).', 400);
  const status = shipmentStatusOf(statusId) ?? 'in-transit';
  const scans = readScans(parsed.scans);
  const latest = scans.at(-1);
  return {
    awb,
    reference: typeof parsed.order_id === 'string' && parsed.order_id ? parsed.order_id : null,
    status,
    providerStatusId: statusId,
    providerStatus: typeof parsed.shipment_status === 'string' ? parsed.shipment_status : shiprocketLabel(statusId),
    at,
    reason: status === 'undelivered' ? (latest?.status === 'undelivered' ? latest.activity : null) : null,
    isReturn: parsed.is_return === 1 || parsed.is_return === '1' || status.startsWith('rto-'),
    scans,
  };
}
