import { paiseToRupees } from '@store/shared/format';
import type { PaymentsReport, ReportRange } from '@store/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { statementRows } from '../../db/rawRows';
import { reportInstants } from './reportRange';
import { refreshReportDays, rollupOf } from './reportRollups';

interface MethodRow {
  method: string;
  payments: number;
  received: string | number;
  refunded: string | number;
}

/**
 * GET /admin/reports/payments: the range's money by `payments.method`, named as stored ('card'
 * covers UPI: the provider's), so a new method (store credit, a gift card) appears by itself.
 */
export async function paymentsReport(db: Database, asked: Partial<ReportRange>): Promise<PaymentsReport> {
  const range = reportInstants(asked);
  await refreshReportDays(db);
  const rows = await statementRows<MethodRow>(
    db,
    sql`
    select method, sum(payments)::int as payments, sum(received_paise)::bigint as received,
      sum(refunded_paise)::bigint as refunded
    from (${rollupOf('money', range)}) money
    group by method
    order by sum(received_paise - refunded_paise) desc, method`,
  );
  return {
    from: range.from,
    to: range.to,
    methods: rows.map((row) => ({
      method: row.method,
      payments: row.payments,
      received: paiseToRupees(Number(row.received)),
      refunded: paiseToRupees(Number(row.refunded)),
      net: paiseToRupees(Number(row.received) - Number(row.refunded)),
    })),
  };
}
