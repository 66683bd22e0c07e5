import type { ReportRange, ReturnsReport } from '@store/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { percent, reportInstants, SOLD_ORDER, within } from './reportRange';
import { TOP_PIECES } from './productsReport';

/** A made-to-measure piece's size, as the report names it (it has no stock key). */
export const MADE_TO_MEASURE = 'made-to-measure';

/** Refunds and exchanges (an alteration is a change to a made-to-measure piece, not a return); refused ones not counted. */
const COUNTED = sql.raw(`r.kind in ('refund', 'exchange') and r.state <> 'refused'`);
const counts = sql.raw(
  `count(*) filter (where r.kind = 'refund')::int as returns, count(*) filter (where r.kind = 'exchange')::int as exchanges`,
);

interface CountRow {
  key: string;
  returns: number;
  exchanges: number;
}
interface PieceRow {
  product_id: string;
  name: string;
  sold: number;
  returns: number;
  exchanges: number;
  return_rate: number;
}

/**
 * GET /admin/reports/returns: requests made in the range by reason and by size (a men's set
 * counts under both its parts); per piece, of the pieces sold in the range, how many were asked
 * back since (its return rate), the highest rates first.
 */
export async function returnsReport(db: Database, asked: Partial<ReportRange>): Promise<ReturnsReport> {
  const range = reportInstants(asked);
  const requested = sql`from return_requests r join order_lines l on l.id = r.line_id
    where ${COUNTED} and ${within(sql`r.created_at`, range)}`;
  const [byReason, bySize, pieces] = await Promise.all([
    statementRows<CountRow>(db, sql`select r.reason as key, ${counts} ${requested} group by 1 order by 2 + 3 desc, 1`),
    statementRows<CountRow>(
      db,
      sql`select coalesce(k.key, ${MADE_TO_MEASURE}) as key, ${counts}
      from return_requests r join order_lines l on l.id = r.line_id
      left join lateral jsonb_array_elements_text(l.stock_keys) as k(key) on true
      where ${COUNTED} and ${within(sql`r.created_at`, range)}
      group by 1 order by 2 + 3 desc, 1`,
    ),
    statementRows<PieceRow>(
      db,
      sql`select l.product_id, max(l.name) as name, count(*)::int as sold, ${counts},
        ${percent(sql`count(r.id)`, sql`count(*)`)} as return_rate
      from orders o join order_lines l on l.order_id = o.id
      left join return_requests r on r.line_id = l.id and ${COUNTED}
      where ${SOLD_ORDER} and ${within(sql`o.created_at`, range)}
      group by l.product_id
      having count(r.id) > 0
      order by return_rate desc, sold desc, name
      limit ${TOP_PIECES}`,
    ),
  ]);
  const split = ({ returns, exchanges }: CountRow) => ({ returns, exchanges });
  return {
    from: range.from,
    to: range.to,
    byReason: byReason.map((row) => ({
      reason: row.key as ReturnsReport['byReason'][number]['reason'],
      ...split(row),
    })),
    bySize: bySize.map((row) => ({ size: row.key, ...split(row) })),
    pieces: pieces.map((row) => ({
      productId: row.product_id,
      name: row.name,
      sold: row.sold,
      returns: row.returns,
      exchanges: row.exchanges,
      returnRate: row.return_rate,
    })),
  };
}
