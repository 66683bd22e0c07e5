import { z } from 'zod';

/*
 * Dates as the API takes them. zod checks the calendar (month lengths, leap years: Date.parse
 * takes 2026-02-30), and these add what PostgreSQL adds: there is no year 0, so '0000-01-01'
 * (or an instant before 0001-01-01 UTC) would reach the database and answer 500.
 */

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
/** The instant falls in a year from 1 to 9999 (UTC), which ISO text and the database both write. */
const inStoredYears = (instant: number) => instant >= FIRST_INSTANT && instant <= LAST_INSTANT;

/** A day the calendar has, YYYY-MM-DD. */
export const calendarDay = (message: string) =>
  z.iso.date({ message }).refine((day) => !day.startsWith('0000'), message);

/** A date and time with its offset ('2026-03-01T10:00:00+05:30'), in the years a database keeps. */
export const dateTimeWithOffset = (message: string) =>
  z.iso.datetime({ offset: true, message }).refine((text) => inStoredYears(Date.parse(text)), message);
