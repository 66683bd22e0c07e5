/**
 * Values a client hands back (the pages' cursors) that reach a SQL cast. PostgreSQL refusing to
 * read one (a 30th of February, a uuid of dashes, an integer past 32 bits) is a 500, so each
 * is checked here first and refused as the client's mistake.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid: 32 hex digits in groups of 8-4-4-4-12. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A PostgreSQL `integer`. */
export const isInt32 = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= -(2 ** 31) && (value as number) < 2 ** 31;

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;

/**
 * A timestamptz as PostgreSQL writes it (`2026-02-28 10:00:00.123456+05:30`) that it reads
 * back: a day the calendar has (leap years included), a time of day, an offset it knows.
 */
export function isPostgresTimestamp(value: unknown): value is string {
  const parts = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  if (!parts) return false;
  // Absent offset minutes read as 0.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const onCalendar = year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return onCalendar && hour < 24 && minute < 60 && second < 60 && offsetHours <= 15 && offsetMinutes < 60;
}
