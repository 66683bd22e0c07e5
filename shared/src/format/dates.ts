/*
 * The shop's calendar and clock are India's, whatever zone the server or the reader's device is
 * set to, and this file is the one place that knows it. One way: Intl in India's zone reads every
 * day, hour and text of a moment. India keeps +05:30 all year (no daylight saving), so a day there
 * is always 24 hours (indiaDayPlus adds them) and a time of day there has that one offset
 * (indiaTimeOn).
 */

/** India's time zone, for what takes a zone's name (pg-boss's schedules). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET = '+05:30';
const DAY_MS = 86_400_000;

const IN_INDIA: Intl.DateTimeFormatOptions = { timeZone: INDIA_TIME_ZONE };

// Made on first use: a page that shows no date pays nothing for it.
let clock: Intl.DateTimeFormat | undefined;
/** The calendar's fields in India, as plain digits whatever the page's language. */
const indiaClock = () =>
  (clock ??= new Intl.DateTimeFormat('en-US', {
    ...IN_INDIA,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }));

/** A moment on India's calendar and clock: month 1-12, hour 0-23. */
export interface IndiaCalendar {
  year: number;
  month: number;
  day: number;
  hour: number;
}

/** Where a moment falls in India: 2026-11-30T18:30:00Z is 1 December, hour 0. */
export function indiaCalendar(at: string | Date = new Date()): IndiaCalendar {
  const parts = indiaClock().formatToParts(new Date(at));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour') };
}

/** The hour in India (0-23) at a moment, now by default. */
export const indiaHour = (at: string | Date = new Date()): number => indiaCalendar(at).hour;

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** A moment's day in India, 'YYYY-MM-DD' (today by default): what date fields and the API's days hold. */
export function indiaDay(at: string | Date = new Date()): string {
  const { year, month, day } = indiaCalendar(at);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The day in India `days` after a moment (today by default): 'YYYY-MM-DD'. */
export const indiaDayPlus = (days: number, from: string | Date = new Date()): string =>
  indiaDay(new Date(new Date(from).getTime() + days * DAY_MS));

/** A time of a day in India as an instant the API and PostgreSQL read: '2026-12-01T00:00:00+05:30'. */
export const indiaTimeOn = (day: string, time = '00:00:00'): string => `${day}T${time}${INDIA_OFFSET}`;

/** A moment as a day in India: '27 Nov 2026' ('27 नव॰ 2026' in 'hi-IN'). */
export function formatIndiaDate(at: string | Date, intlLocale = 'en-IN'): string {
  return new Date(at).toLocaleDateString(intlLocale, { ...IN_INDIA, day: 'numeric', month: 'short', year: 'numeric' });
}

/** A moment as a day in India, in figures: '1/12/2026' (a list with many dates). */
export function formatIndiaDateNumeric(at: string | Date, intlLocale = 'en-IN'): string {
  return new Date(at).toLocaleDateString(intlLocale, IN_INDIA);
}

/** A moment with its time in India: '27 Nov 2026, 2:05 pm'. */
export function formatIndiaDateTime(at: string | Date, intlLocale = 'en-IN'): string {
  return new Date(at).toLocaleString(intlLocale, {
    ...IN_INDIA,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** '2026-11-30' (a day, no moment, so no zone) -> '30 Nov 2026' ('30 नव॰ 2026' in 'hi-IN'), as Indian shoppers read dates. */
export function formatDay(day: string, intlLocale = 'en-IN'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
