import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCountsAnswer, bagFiguresAnswer, bagFiguresQuery, stockSummaryAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { bagFigures } from '../bags';
import { stockSummary } from '../stock/productStock';
import { dashboardCounts } from './dashboardFigures';

/** The admin dashboard's figures (admins only: app.ts registers them behind forAdmins). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; remindAfterMinutes: number }> = async (
  app,
  { db, remindAfterMinutes },
) => {
  /** The dashboard's stock: sizes with 1 to 3 pieces left, and sizes sold out. */
  app.get('/admin/stock/summary', { schema: { response: { 200: stockSummaryAnswer } } }, async () => stockSummary(db));

  app.get('/admin/counts', { schema: { response: { 200: adminCountsAnswer } } }, async () => dashboardCounts(db));

  /** Left bags of a period: left, reminded, recovered by a reminder's link (count and revenue). */
  app.get(
    '/admin/bags/figures',
    { schema: { querystring: bagFiguresQuery, response: { 200: bagFiguresAnswer } } },
    async (request) => bagFigures(db, { days: request.query.days, remindAfterMinutes }),
  );
};
