import { LOW_STOCK_MAX, SECTIONS, stockKeysFor } from '@store/shared/catalog';
import type { ReportRange, StockReport } from '@store/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { percent, reportInstants } from './reportRange';
import { refreshReportDays, rollupOf } from './reportRollups';

/** The most low or out pieces listed: the fastest selling, the ones to restock first. */
export const LISTED_LOW_PIECES = 50;

interface SizeRow {
  product_id: string;
  name: string;
  size: string;
  place: number;
  on_hand: number;
  sold: number;
  sell_through: number;
}

/**
 * GET /admin/reports/stock: every size of the active pieces, what is left now and what sold in
 * the range (reportRollups' days). Sizes in the order a section's picker lists them; made-to-measure has no stock.
 */
export async function stockReport(db: Database, asked: Partial<ReportRange>): Promise<StockReport> {
  const range = reportInstants(asked);
  const keys = sql.join(
    SECTIONS.flatMap((section) => stockKeysFor(section).map((key) => ({ section, key }))).map(
      ({ section, key }, place) => sql`(${section}, ${key}, ${place})`,
    ),
    sql`, `,
  );
  await refreshReportDays(db);
  const rows = await statementRows<SizeRow>(
    db,
    sql`
    with sold as (
      select product_id, size as key, sum(sold)::int as n
      from (${rollupOf('sizes', range)}) sizes
      group by 1, 2
    )
    select p.id as product_id, p.name, k.key as size, k.place::int as place,
      coalesce(s.on_hand, 0)::int as on_hand, coalesce(sold.n, 0)::int as sold,
      ${percent(sql`coalesce(sold.n, 0)`, sql`coalesce(sold.n, 0) + coalesce(s.on_hand, 0)`)} as sell_through
    from products p
    join (values ${keys}) as k(section, key, place) on k.section = p.category
    left join product_stock s on s.product_id = p.id and s.stock_key = k.key
    left join sold on sold.product_id = p.id and sold.key = k.key
    where p.active
    -- Ties in the lists below go by piece, then the picker's order of its sizes.
    order by p.id, k.place`,
  );
  const sizes = new Map<string, { place: number; onHand: number; sold: number; low: number; out: number }>();
  for (const row of rows) {
    const size = sizes.get(row.size) ?? { place: row.place, onHand: 0, sold: 0, low: 0, out: 0 };
    size.onHand += row.on_hand;
    size.sold += row.sold;
    if (row.on_hand === 0) size.out += 1;
    else if (row.on_hand <= LOW_STOCK_MAX) size.low += 1;
    sizes.set(row.size, size);
  }
  const pieces = rows
    .filter((row) => row.on_hand <= LOW_STOCK_MAX)
    .sort((a, b) => b.sell_through - a.sell_through || b.sold - a.sold || a.name.localeCompare(b.name))
    .slice(0, LISTED_LOW_PIECES);
  return {
    from: range.from,
    to: range.to,
    sizes: [...sizes]
      .sort(([, a], [, b]) => a.place - b.place)
      .map(([size, { onHand, sold, low, out }]) => ({
        size,
        onHand,
        sold,
        // One decimal, as the pieces' own (reportRange's percent).
        sellThrough: sold + onHand ? Math.round((sold / (sold + onHand)) * 1000) / 10 : 0,
        low,
        out,
      })),
    pieces: pieces.map((row) => ({
      productId: row.product_id,
      name: row.name,
      size: row.size,
      onHand: row.on_hand,
      sold: row.sold,
      sellThrough: row.sell_through,
    })),
  };
}
