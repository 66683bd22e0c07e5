import { paiseToRupees } from '@store/shared/format';
import { previousRange, type SalesFigures, type SalesReport, type SalesReportQuery } from '@store/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { reportInstants, type ReportInstants } from './reportRange';
import { refreshReportDays, withinDays } from './reportRollups';

interface PeriodRow {
  start: string;
  received: string | number;
  orders: number;
  value: string | number;
}

const figures = (received: number, orders: number, value: number): SalesFigures => ({
  revenue: paiseToRupees(received),
  orders,
  averageOrderValue: orders ? paiseToRupees(Math.round(value / orders)) : 0,
});

/**
 * One range cut by day, week (from Monday) or month in India: money received (reportRollups'
 * report_day_money, as the dashboard counts it), orders placed and their average value, summed
 * from the India days' rollups.
 */
async function salesPeriods(db: Database, range: ReportInstants, grain: SalesReportQuery['grain']) {
  const bucket = sql`date_trunc(${grain}, day::timestamp)::date`;
  const rows = await statementRows<PeriodRow>(
    db,
    sql`
    with received as (
      select ${bucket} as start, sum(received_paise - refunded_paise)::bigint as paise
      from report_day_money where ${withinDays(range)} group by 1
    ),
    placed as (
      select ${bucket} as start, sum(orders)::int as orders, sum(value_paise)::bigint as value
      from report_day_orders where ${withinDays(range)} group by 1
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
  await refreshReportDays(db);
  const [current, previous] = await Promise.all([
    salesPeriods(db, range, query.grain),
    salesPeriods(db, reportInstants(previousRange(range)), query.grain),
  ]);
  return { ...current, grain: query.grain, previous };
}
