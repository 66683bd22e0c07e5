import { paiseToRupees } from '@store/shared/format';
import { previousRange, type SalesFigures, type SalesReport, type SalesReportQuery } from '@store/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { reportInstants, SOLD_ORDER, within, type ReportInstants } from './reportRange';

interface PeriodRow {
  start: string;
  received: string | number;
  orders: number;
  value: string | number;
}

/**
 * Money received in the range, per moment: payments captured, less refunds once processed (a
 * return's or a returned parcel's, in `refunds`; an unapplied payment's, on the payment itself),
 * as the dashboard counts it (dashboardFigures.ts). Each part reads its own time index.
 */
export const moneyMoves = (range: ReportInstants) => sql`
  select p.created_at as at, p.method, p.amount_paise as paise, 0 as refunded from payments p
  where ${within(sql`p.created_at`, range)}
  union all
  -- A payout to the shopper's account has no payment id: it gives back cash the courier collected.
  select r.processed_at, coalesce(p.method, 'cash'), 0, r.amount_paise from refunds r
  left join payments p on p.provider_payment_id = r.provider_payment_id
  where r.status = 'processed' and ${within(sql`r.processed_at`, range)}
  union all
  select p.refund_processed_at, p.method, 0, p.refunded_paise from payments p
  where ${within(sql`p.refund_processed_at`, range)}`;

const figures = (received: number, orders: number, value: number): SalesFigures => ({
  revenue: paiseToRupees(received),
  orders,
  averageOrderValue: orders ? paiseToRupees(Math.round(value / orders)) : 0,
});

/** One range cut by day, week (from Monday) or month in India: money received, orders placed and their average value. */
async function salesPeriods(db: Database, range: ReportInstants, grain: SalesReportQuery['grain']) {
  const bucket = (column: string) => sql`date_trunc(${grain}, ${sql.raw(column)} at time zone 'Asia/Kolkata')::date`;
  const rows = await statementRows<PeriodRow>(
    db,
    sql`
    with money as (${moneyMoves(range)}),
    received as (select ${bucket('at')} as start, sum(paise - refunded)::bigint as paise from money group by 1),
    placed as (
      select ${bucket('o.created_at')} as start, count(*)::int as orders, sum(o.total_paise)::bigint as value
      from orders o where ${SOLD_ORDER} and ${within(sql`o.created_at`, range)} group by 1
    )
    select to_char(b.start, 'YYYY-MM-DD') as start, coalesce(r.paise, 0) as received,
      coalesce(o.orders, 0) as orders, coalesce(o.value, 0) as value
    from generate_series(date_trunc(${grain}, ${range.from}::timestamp), ${range.to}::timestamp,
      ${`1 ${grain}`}::interval) as b(start)
    left join received r on r.start = b.start::date
    left join placed o on o.start = b.start::date
    order by b.start`,
  );
  const total = { received: 0, orders: 0, value: 0 };
  const periods = rows.map((row) => {
    const [received, value] = [Number(row.received), Number(row.value)];
    total.received += received;
    total.orders += row.orders;
    total.value += value;
    return { start: row.start, ...figures(received, row.orders, value) };
  });
  return { from: range.from, to: range.to, periods, totals: figures(total.received, total.orders, total.value) };
}

/** GET /admin/reports/sales: the range's periods and the range just before, as long, for comparison. */
export async function salesReport(db: Database, query: SalesReportQuery): Promise<SalesReport> {
  const range = reportInstants(query);
  const [current, previous] = await Promise.all([
    salesPeriods(db, range, query.grain),
    salesPeriods(db, reportInstants(previousRange(range)), query.grain),
  ]);
  return { ...current, grain: query.grain, previous };
}
