import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCountsAnswer,
  bagFiguresAnswer,
  bagFiguresQuery,
  permissionsOf,
  stockSummaryAnswer,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { signedInAccount } from '../../http/guards';
import { bagFigures } from '../bags';
import { stockSummary } from '../stock/productStock';
import { dashboardCounts } from './dashboardFigures';

/** The admin dashboard's figures (staff with 'dashboard': reports/index.ts registers them behind forStaff). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; remindAfterMinutes: number }> = async (
  app,
  { db, remindAfterMinutes },
) => {
  /** The dashboard's stock: sizes with 1 to 3 pieces left, and sizes sold out. */
  app.get('/admin/stock/summary', { schema: { response: { 200: stockSummaryAnswer } } }, async () => stockSummary(db));

  /** The counts for every member with the dashboard; money received only for a role with 'reports.revenue'. */
  app.get('/admin/counts', { schema: { response: { 200: adminCountsAnswer } } }, async (request) => {
    const { revenueReceived, ...counts } = await dashboardCounts(db);
    return permissionsOf(signedInAccount(request).role).includes('reports.revenue')
      ? { ...counts, revenueReceived }
      : counts;
  });

  /** Left bags of a period: left, reminded, recovered by a reminder's link (count and revenue). */
  app.get(
    '/admin/bags/figures',
    { schema: { querystring: bagFiguresQuery, response: { 200: bagFiguresAnswer } } },
    async (request) => bagFigures(db, { days: request.query.days, remindAfterMinutes }),
  );
};
