import type { FitReport } from '@store/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { saidPerSize, sizesOffTheirChart, type SaidRow } from '../ratings/sizeFit';

/**
 * What buyers said of every size, all time (ratings' `saidPerSize`), kept in report_fit_sizes and
 * rebuilt whole once report_fit_stale has rows: the migration's triggers add one when a rating or
 * a return changes, or an order, line, buyer or piece name moves a size a rating counts under.
 * As the days' refresh (reportRollups.ts), it deletes only the marks it sees, in the rebuild's transaction.
 */
export async function refreshFitSizes(db: Database): Promise<boolean> {
  const [mark] = await statementRows<{ stale: boolean }>(
    db,
    sql`select exists (select from report_fit_stale) as stale`,
  );
  if (!mark?.stale) return false;
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(
      sql`with gone as (delete from report_fit_stale returning 1) select count(*)::int as n from gone`,
    )) as unknown as { rows: { n: number }[] };
    if (!rows[0]?.n) return false;
    await tx.execute(sql`delete from report_fit_sizes`);
    await tx.execute(sql`
      insert into report_fit_sizes (product_id, name, size, small, "true", large)
      select product_id, name, size, small, "true", large from (${saidPerSize(null)}) said`);
    return true;
  });
}

/** GET /admin/reports/fit: every size running off its chart, from the kept answers. */
export async function fitReport(db: Database, minAnswers: number): Promise<FitReport> {
  await refreshFitSizes(db);
  const rows = await statementRows<SaidRow>(
    db,
    sql`select product_id, name, size, small, "true", large from report_fit_sizes`,
  );
  return sizesOffTheirChart(rows, minAnswers);
}
