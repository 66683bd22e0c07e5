import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Each ISO week (India) from the first asked for: forward parcels delivered and returned to origin, failed deliveries opened and answered. */
interface WeekRow {
  week: string;
  delivered: number;
  rto: number;
  ndr_opened: number;
  ndr_resolved: number;
}

interface SplitRow {
  by: 'state' | 'courier' | 'method';
  key: string | null;
  delivered: number;
  rto: number;
}

/**
 * The desk's delivery figures over the last `weeks` ISO weeks (India; this one included): per
 * week, parcels delivered vs returned to origin (by the week of their last status) and failed
 * deliveries opened vs answered; over the whole span, delivered vs RTO by the shopper's state,
 * by courier and by payment method. Two statements: the parcels read once through
 * shipments_status_idx (status, status_at), the splits as grouping sets of one scan.
 */
/** A raw statement's rows (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

export async function shippingStats(db: Database, weeks: number) {
  const first = sql`(date_trunc('week', now() at time zone 'Asia/Kolkata') - make_interval(weeks => ${weeks - 1}))`;
  const since = sql`(${first} at time zone 'Asia/Kolkata')`;
  const outcomes = sql`('delivered', 'rto-initiated', 'rto-in-transit', 'rto-delivered')`;
  const week = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'Asia/Kolkata')`);
  const perWeek = await db.execute(sql`
    with parcels as (
      select ${week('status_at')} as start,
        count(*) filter (where status = 'delivered')::int as delivered,
        count(*) filter (where status <> 'delivered')::int as rto
      from shipments
      where kind = 'forward' and status in ${outcomes} and status_at >= ${since}
      group by 1
    ), opened as (
      select ${week('opened_at')} as start, count(*)::int as n
      from delivery_exceptions where opened_at >= ${since} group by 1
    ), resolved as (
      select ${week('answered_at')} as start, count(*)::int as n
      from delivery_exceptions where state = 'answered' and answered_at >= ${since} group by 1
    )
    select to_char(w.start, 'IYYY-"W"IW') as week,
      coalesce(p.delivered, 0) as delivered, coalesce(p.rto, 0) as rto,
      coalesce(o.n, 0) as ndr_opened, coalesce(r.n, 0) as ndr_resolved
    from generate_series(${first}, ${first} + make_interval(weeks => ${weeks - 1}), interval '1 week') as w(start)
    left join parcels p on p.start = w.start
    left join opened o on o.start = w.start
    left join resolved r on r.start = w.start
    order by w.start`);
  const splits = await db.execute(sql`
    select
      case when grouping(o.shipping_address ->> 'state') = 0 then 'state'
        when grouping(s.courier_name) = 0 then 'courier' else 'method' end as by,
      coalesce(o.shipping_address ->> 'state', s.courier_name, o.payment_method) as key,
      count(*) filter (where s.status = 'delivered')::int as delivered,
      count(*) filter (where s.status <> 'delivered')::int as rto
    from shipments s join orders o on o.id = s.order_id
    where s.kind = 'forward' and s.status in ${outcomes} and s.status_at >= ${since}
    group by grouping sets ((o.shipping_address ->> 'state'), (s.courier_name), (o.payment_method))
    order by 1, 3 + 4 desc, 2`);
  const split = (by: SplitRow['by']) =>
    rowsOf<SplitRow>(splits)
      .filter((row) => row.by === by)
      .map((row) => ({ key: row.key ?? 'unknown', delivered: Number(row.delivered), rto: Number(row.rto) }));
  return {
    weeks: rowsOf<WeekRow>(perWeek).map((row) => ({
      week: row.week,
      delivered: Number(row.delivered),
      rto: Number(row.rto),
      ndrOpened: Number(row.ndr_opened),
      ndrResolved: Number(row.ndr_resolved),
    })),
    byState: split('state').map(({ key, ...counts }) => ({ state: key, ...counts })),
    byCourier: split('courier').map(({ key, ...counts }) => ({ courier: key, ...counts })),
    byMethod: split('method').map(({ key, ...counts }) => ({ method: key, ...counts })),
  };
}
