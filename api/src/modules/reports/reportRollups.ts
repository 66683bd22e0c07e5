import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { reportInstants, SOLD_ORDER, within, type ReportInstants } from './reportRange';

/*
 * The reports' daily rollups (migration report_rollups): per India day, the figures every report
 * sums over its range. The migration's triggers list each day a change touched (an order placed,
 * cancelled or deleted, a payment, a refund processed, a return asked or refused, however late);
 * `refreshReportDays` recomputes exactly those days from the orders, and every report calls it
 * before reading, so a report is never staler than the statement that reads it. The
 * 'report-rollups' job (jobs.ts) refreshes on a timer too, so a report seldom does it itself.
 */

/** A report's counted return request (an alteration is a change, not a return; refused ones not counted). */
export const COUNTED_RETURN = sql.raw(`r.kind in ('refund', 'exchange') and r.state <> 'refused'`);

/** A made-to-measure piece's size, as the reports name it (it has no stock key). */
export const MADE_TO_MEASURE = 'made-to-measure';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => monthStart(addDays(monthStart(day), 31));

type Figure = 'orders' | 'money' | 'pieces' | 'sizes' | 'returns';
const dayTable = (figure: Figure) => sql.raw(`report_day_${figure}`);
const monthTable = (figure: Figure) => sql.raw(`report_month_${figure}`);

/**
 * Each figure: its table (report_day_<figure>), and the statement that computes one day's rows. One day a statement, its
 * bounds bound values, so the planner sees a day's hundred orders (over a list of days it guessed
 * thousands, and read every order line).
 */
const ROLLUPS: {
  figure: Figure;
  compute: (day: ReportInstants) => SQL;
  /** Its month's row from its days' (the first of the month as the day), when a report sums it over a range. */
  monthly?: { select: string; groupBy: string };
}[] = [
  {
    figure: 'orders',
    compute: (day) => sql`
      select ${day.from}::date, count(*)::int, sum(o.total_paise)::bigint
      from orders o where ${SOLD_ORDER} and ${within(sql`o.created_at`, day)}
      having count(*) > 0`,
  },
  {
    // Money received, as the dashboard counts it (dashboardFigures.ts): payments captured, less
    // refunds once processed (a return's or a returned parcel's, in `refunds`; an unapplied
    // payment's, on the payment itself), each on its own day and under its payment's method.
    figure: 'money',
    monthly: { select: 'method, sum(payments), sum(received_paise), sum(refunded_paise)', groupBy: 'method' },
    compute: (day) => sql`
      select ${day.from}::date, method, (count(*) filter (where paise > 0))::int, sum(paise)::bigint,
        sum(refunded)::bigint
      from (
        select p.method, p.amount_paise as paise, 0 as refunded
        from payments p where ${within(sql`p.created_at`, day)}
        union all
        -- A payout to the shopper's account has no payment id: it gives back cash the courier collected.
        select coalesce(p.method, 'cash'), 0, r.amount_paise
        from refunds r left join payments p on p.provider_payment_id = r.provider_payment_id
        where r.status = 'processed' and ${within(sql`r.processed_at`, day)}
        union all
        select p.method, 0, p.refunded_paise
        from payments p where ${within(sql`p.refund_processed_at`, day)}
      ) money
      group by method`,
  },
  {
    // Pieces sold on the day's orders, and of those lines the returns asked since (at most one
    // counted request a line, but counted as the returns report always has: a row per request).
    figure: 'pieces',
    monthly: {
      select: 'product_id, section, max(name), sum(sold), sum(sold_rows), sum(returns), sum(exchanges), sum(asked)',
      groupBy: 'product_id, section',
    },
    compute: (day) => sql`
      select ${day.from}::date, l.product_id, l.section, max(l.name), count(*)::int,
        sum(greatest(a.asked, 1))::int, sum(a.returns)::int, sum(a.exchanges)::int, sum(a.asked)::int
      from orders o join order_lines l on l.order_id = o.id
      cross join lateral (
        select count(*) filter (where r.kind = 'refund') as returns,
          count(*) filter (where r.kind = 'exchange') as exchanges, count(*) as asked
        from return_requests r where r.line_id = l.id and ${COUNTED_RETURN}
      ) a
      where ${SOLD_ORDER} and ${within(sql`o.created_at`, day)}
      group by l.product_id, l.section`,
  },
  {
    figure: 'sizes',
    monthly: { select: 'product_id, size, sum(sold)', groupBy: 'product_id, size' },
    compute: (day) => sql`
      select ${day.from}::date, l.product_id, k.key, count(*)::int
      from orders o join order_lines l on l.order_id = o.id
      cross join lateral jsonb_array_elements_text(l.stock_keys) as k(key)
      where ${SOLD_ORDER} and ${within(sql`o.created_at`, day)}
      group by l.product_id, k.key`,
  },
  {
    // Requests made on the day, by reason, and by size (a men's set's under both its parts).
    figure: 'returns',
    monthly: { select: 'dimension, key, sum(returns), sum(exchanges)', groupBy: 'dimension, key' },
    compute: (day) => sql`
      select ${day.from}::date, 'reason', r.reason, count(*) filter (where r.kind = 'refund')::int,
        count(*) filter (where r.kind = 'exchange')::int
      from return_requests r join order_lines l on l.id = r.line_id
      where ${COUNTED_RETURN} and ${within(sql`r.created_at`, day)}
      group by r.reason
      union all
      select ${day.from}::date, 'size', coalesce(k.key, ${MADE_TO_MEASURE}),
        count(*) filter (where r.kind = 'refund')::int, count(*) filter (where r.kind = 'exchange')::int
      from return_requests r join order_lines l on l.id = r.line_id
      left join lateral jsonb_array_elements_text(l.stock_keys) as k(key) on true
      where ${COUNTED_RETURN} and ${within(sql`r.created_at`, day)}
      group by 3`,
  },
];

/**
 * Recomputes every day a change touched since the last refresh, in one transaction (a report
 * reads either the old figures or the new, never half). Deleting the stale list's rows first
 * locks them: a second refresh at the same moment waits for this one, then finds nothing left.
 * Resolves to the number of days recomputed.
 */
export async function refreshReportDays(db: Database): Promise<number> {
  // Most reads find nothing to do: one look, no transaction.
  const [anyStale] = await statementRows<{ stale: boolean }>(
    db,
    sql`select exists (select from report_stale_days) as stale`,
  );
  if (!anyStale?.stale) return 0;
  return db.transaction(async (tx) => {
    const { rows: stale } = (await tx.execute(
      sql`with gone as (delete from report_stale_days returning day)
        select distinct to_char(day, 'YYYY-MM-DD') as day from gone order by 1`,
    )) as unknown as { rows: { day: string }[] };
    if (!stale.length) return 0;
    const dates = (list: string[]) => sql`${`{${list.join(',')}}`}::date[]`;
    const days = dates(stale.map((row) => row.day));
    for (const { figure } of ROLLUPS) await tx.execute(sql`delete from ${dayTable(figure)} where day = any(${days})`);
    for (const { day } of stale) {
      const bounds = reportInstants({ from: day, to: day });
      for (const { figure, compute } of ROLLUPS)
        await tx.execute(sql`insert into ${dayTable(figure)} ${compute(bounds)}`);
    }
    // Then the months of those days, from their days' rows.
    const months = [...new Set(stale.map((row) => `${row.day.slice(0, 7)}-01`))];
    const [first, last] = [months[0] as string, months.at(-1) as string];
    for (const { figure, monthly } of ROLLUPS) {
      if (!monthly) continue;
      await tx.execute(sql`delete from ${monthTable(figure)} where day = any(${dates(months)})`);
      await tx.execute(sql`
        insert into ${monthTable(figure)}
        select date_trunc('month', day)::date, ${sql.raw(monthly.select)} from ${dayTable(figure)}
        where day >= ${first}::date and day < ${nextMonth(last)}::date
          and date_trunc('month', day)::date = any(${dates(months)})
        group by 1, ${sql.raw(monthly.groupBy)}`);
    }
    return stale.length;
  });
}

/** Rollup rows of the range's India days (a report reads them after `refreshReportDays`). */
export const withinDays = ({ from, to }: { from: string; to: string }) =>
  sql`day >= ${from}::date and day <= ${to}::date`;

/**
 * A figure's rows over the range, to sum whatever their day: the whole months within it from
 * report_month_<figure> (a year is a dozen rows a key), the days either side from report_day_<figure>.
 */
export function rollupOf(figure: Exclude<Figure, 'orders'>, range: { from: string; to: string }): SQL {
  const firstWhole = range.from === monthStart(range.from) ? range.from : nextMonth(range.from);
  const afterWhole = monthStart(addDays(range.to, 1));
  if (firstWhole >= afterWhole) return sql`select * from ${dayTable(figure)} where ${withinDays(range)}`;
  return sql`
    select * from ${dayTable(figure)}
    where ${withinDays(range)} and (day < ${firstWhole}::date or day >= ${afterWhole}::date)
    union all
    select * from ${monthTable(figure)} where day >= ${firstWhole}::date and day < ${afterWhole}::date`;
}
