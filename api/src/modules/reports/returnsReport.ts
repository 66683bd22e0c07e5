import type { ReportRange, ReturnsReport } from '@store/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { percent, reportInstants } from './reportRange';
import { refreshReportDays, rollupOf } from './reportRollups';
import { TOP_PIECES } from './productsReport';

const counts = sql.raw(`sum(returns)::int as returns, sum(exchanges)::int as exchanges`);

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
  await refreshReportDays(db);
  const requested = (dimension: 'reason' | 'size') =>
    sql`select key, ${counts} from (${rollupOf('returns', range)}) requests where dimension = ${dimension}
      group by 1 order by 2 + 3 desc, 1`;
  const [byReason, bySize, pieces] = await Promise.all([
    statementRows<CountRow>(db, requested('reason')),
    statementRows<CountRow>(db, requested('size')),
    statementRows<PieceRow>(
      db,
      sql`select product_id, max(name) as name, sum(sold_rows)::int as sold, ${counts},
        ${percent(sql`sum(asked)`, sql`sum(sold_rows)`)} as return_rate
      from (${rollupOf('pieces', range)}) pieces
      group by product_id
      having sum(asked) > 0
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
