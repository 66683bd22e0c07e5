import type { ProductsReport, ReportRange } from '@store/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { reportInstants } from './reportRange';
import { refreshReportDays, rollupOf } from './reportRollups';

/** The most pieces the report lists: the top sellers. */
export const TOP_PIECES = 20;

interface SoldRow {
  product_id: string | null;
  name: string | null;
  category: string | null;
  sold: number;
}

/**
 * GET /admin/reports/products: pieces sold in orders placed in the range (not cancelled), the
 * best-selling pieces and each section. The range's days of pieces (reportRollups), grouped two ways.
 */
export async function productsReport(db: Database, asked: Partial<ReportRange>): Promise<ProductsReport> {
  const range = reportInstants(asked);
  await refreshReportDays(db);
  const rows = await statementRows<SoldRow>(
    db,
    sql`
    select product_id, max(name) as name, section as category, sum(sold)::int as sold
    from (${rollupOf('pieces', range)}) pieces
    group by grouping sets ((product_id, section), (section))
    order by sold desc, name`,
  );
  const pieces = rows
    .filter((row) => row.product_id !== null)
    .slice(0, TOP_PIECES)
    .map((row) => ({
      productId: String(row.product_id),
      name: String(row.name),
      category: String(row.category),
      sold: row.sold,
    }));
  const categories = rows
    .filter((row) => row.product_id === null)
    .map((row) => ({ category: String(row.category), sold: row.sold }));
  return { from: range.from, to: range.to, pieces, categories };
}
