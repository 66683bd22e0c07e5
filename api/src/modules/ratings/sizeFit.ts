import { sizeRuns, type SizesRunning } from '@store/shared/catalog';
import type { FitReport } from '@store/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';

export interface SaidRow {
  product_id: string;
  name: string;
  size: string;
  small: number;
  true: number;
  large: number;
}

/**
 * What buyers said of each size of a piece (`productId`, or every piece): each return or exchange
 * asked for "too small" or "too large" (not refused), and each review's fit, under the size its
 * buyer last ordered. A buyer who both sent a piece back and reviewed it counts twice: rare, and
 * both said the same. A men's set's answer counts for both its parts: the shopper chose them together.
 */
export function saidPerSize(productId: string | null): SQL {
  const ofPiece = (column: SQL) => (productId ? sql`and ${column} = ${productId}` : sql``);
  return sql`
    with said as (
      select l.product_id, k.key as size, case r.reason when 'too-small' then 'small' else 'large' end as fit
      from order_lines l join return_requests r on r.line_id = l.id
      cross join lateral jsonb_array_elements_text(l.stock_keys) as k(key)
      where r.reason in ('too-small', 'too-large') and r.kind in ('refund', 'exchange') and r.state <> 'refused'
        ${ofPiece(sql`l.product_id`)}
      union all
      -- The buyer's orders as rating them counts them (ratings/routes.ts): theirs, or to their phone.
      select pr.product_id, k.key, pr.fit
      from product_ratings pr join customers c on c.id = pr.customer_id
      cross join lateral (
        select l.stock_keys from orders o join order_lines l on l.order_id = o.id
        where (o.customer_id = c.id or o.phone = c.phone) and l.product_id = pr.product_id and not o.deleted
        order by o.created_at desc limit 1
      ) as bought
      cross join lateral jsonb_array_elements_text(bought.stock_keys) as k(key)
      where pr.fit is not null ${ofPiece(sql`pr.product_id`)}
    )
    select s.product_id, p.name, s.size,
      count(*) filter (where s.fit = 'small')::int as small,
      count(*) filter (where s.fit = 'true')::int as true,
      count(*) filter (where s.fit = 'large')::int as large
    from said s join products p on p.id = s.product_id
    group by s.product_id, p.name, s.size`;
}

/** A piece's sizes that run small or large (its product answer's `sizeFit`; the size advice moves by it). */
export async function sizesRunning(db: Database, productId: string, minAnswers: number): Promise<SizesRunning> {
  const rows = await statementRows<SaidRow>(db, saidPerSize(productId));
  const running: SizesRunning = {};
  for (const row of rows) {
    const runs = sizeRuns(row, minAnswers);
    if (runs) running[row.size] = runs;
  }
  return running;
}

/**
 * Every size running off its chart, the most answers first (GET /admin/reports/fit, from every
 * piece's `saidPerSize(null)` rows, which reports/fitRollup.ts keeps): the desk's to fix the chart or the pattern.
 */
export function sizesOffTheirChart(rows: SaidRow[], minAnswers: number): FitReport {
  const sizes = rows.flatMap((row) => {
    const runs = sizeRuns(row, minAnswers);
    return runs
      ? [
          {
            productId: row.product_id,
            name: row.name,
            size: row.size,
            small: row.small,
            true: row.true,
            large: row.large,
            runs,
          },
        ]
      : [];
  });
  sizes.sort(
    (a, b) =>
      b.small + b.true + b.large - (a.small + a.true + a.large) ||
      a.name.localeCompare(b.name) ||
      a.size.localeCompare(b.size),
  );
  return { minAnswers, sizes };
}
