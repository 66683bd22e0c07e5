import { and, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { indiaTimeOn } from '@store/shared/format';
import type { orderDeskQuerySchema } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { orders, type OrderRow } from '../../../db/schema';
import { isPostgresTimestamp, isUuid } from '../../../http/castableValues';
import { HttpError } from '../../../http/errors';

export type DeskQuery = z.output<typeof orderDeskQuerySchema>;

/** base64url JSON of the last row's (created_at as PostgreSQL writes it, id): exact to the microsecond. */
const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 2 && isPostgresTimestamp(key[0]) && isUuid(key[1]))
      return key as [string, string];
  } catch {
    // falls through to the refusal
  }
  throw new HttpError(400, 'cursor: is not a cursor this API made');
}

/** '50%_off' -> '%50\%\_off%': the admin's text is matched literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A tracking number as typed ('awb 1234-5678') is the stored one ('AWB 1234 5678'): spaces, dashes and case aside. */
const compactTracking = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();
const sameTracking = (compact: string) =>
  sql`upper(regexp_replace(${orders.trackingNumber}, '[[:space:]-]', '', 'g')) = ${compact}`;

/**
 * What the search box means: an order number (ELG-2026-000123, or its last digits), a phone
 * (any run of 4+ digits, spaces and +91 ignored), a tracking number (spaces ignored), or part
 * of the customer's name.
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  if (/^ELG-\d{4}-\d{1,6}$/i.test(text)) return eq(orders.number, text.toUpperCase());
  const digits = text.replace(/[\s+-]/g, '');
  if (/^\d{4,}$/.test(digits)) {
    const phoneDigits = digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits;
    return or(ilike(orders.phone, contains(phoneDigits)), ilike(orders.number, contains(digits)), sameTracking(digits));
  }
  const compact = compactTracking(text);
  if (/^[A-Z0-9]{4,40}$/.test(compact) && /\d/.test(compact))
    return or(ilike(orders.customerName, contains(text)), sameTracking(compact));
  return ilike(orders.customerName, contains(text));
}

/** A day in India (the shop's calendar) as the instant it starts. */
const istDayStart = (day: string) => sql`${indiaTimeOn(day)}::timestamptz`;

/**
 * One page of the order desk: newest first, keyset-paged on (created_at, id) along the
 * orders_desk_idx index, so the thousandth page costs what the first does; searches use the
 * trigram indexes on name and phone, the cash and stock-short filters their own partial indexes
 * (orders_cash_desk_idx, orders_stock_short_idx: few orders match, so walking the desk's index
 * would read most of the table to fill a page).
 */
export async function orderDeskPage(
  db: Database,
  query: DeskQuery,
): Promise<{ rows: OrderRow[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [eq(orders.deleted, false)];
  const { status, payment } = query;
  if (status === 'paid' || status === 'partial-paid') conditions.push(eq(orders.status, status));
  else if (status) conditions.push(eq(orders.fulfilment, status));
  if (payment) conditions.push(eq(orders.status, payment));
  // 'to-collect': confirmed and delivered, so the courier holds the cash until its remittance.
  if (query.cash === 'to-collect')
    conditions.push(eq(orders.cashState, 'confirmed'), eq(orders.fulfilment, 'delivered'));
  else if (query.cash) conditions.push(eq(orders.cashState, query.cash));
  if (query.stockShort !== undefined) conditions.push(eq(orders.stockShort, query.stockShort));
  if (query.from) conditions.push(sql`${orders.createdAt} >= ${istDayStart(query.from)}`);
  if (query.to) conditions.push(sql`${orders.createdAt} < ${istDayStart(query.to)} + interval '1 day'`);
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.cursor) {
    const [createdAt, id] = decodeCursor(query.cursor);
    conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (${createdAt}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({ ...getTableColumns(orders), createdAtText: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(and(...conditions))
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    rows: page.map(({ createdAtText: _, ...row }) => row),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAtText, last.id) : null,
  };
}
