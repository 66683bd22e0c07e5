import { indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import { filledRange } from '@store/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A report's range as the statements read it: India's whole days, from the first midnight (IST)
 * to the midnight after the last day, so `at >= start and at < end` uses a time index.
 */
export function reportInstants(asked: { from?: string; to?: string }) {
  const { from, to } = filledRange(asked);
  return {
    from,
    to,
    start: new Date(indiaTimeOn(from)),
    end: new Date(indiaTimeOn(indiaDayPlus(1, indiaTimeOn(to)))),
  };
}
export type ReportInstants = ReturnType<typeof reportInstants>;

/** `column` within the range: a condition an index on the column serves. */
export const within = (column: SQL, { start, end }: ReportInstants) =>
  sql`${column} >= ${start} and ${column} < ${end}`;

/** An order that counts as a sale: placed, not deleted by the desk, not cancelled. */
export const SOLD_ORDER = sql.raw(`not o.deleted and o.fulfilment <> 'cancelled'`);

/** part of whole in %, one decimal (0 of nothing); the statement computes it, where the counts are. */
export const percent = (part: SQL, whole: SQL) =>
  sql`coalesce(round(100.0 * (${part}) / nullif(${whole}, 0), 1), 0)::float8`;
