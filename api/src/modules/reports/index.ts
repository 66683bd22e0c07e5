import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forStaff } from '../../http/guards';
import { catalogueReportRoutes, revenueReportRoutes } from './reportRoutes';
import { dashboardRoutes } from './routes';

/**
 * The owner's figures: the dashboard's counts, stock summary and left bags, and the Insights tab's reports.
 * Money (sales, the payment mix) is the owner's ('reports.revenue'); the pieces' figures (sales
 * in units, stock, returns, fit) are the dashboard's, which support has too.
 */
export const reportsModule: FastifyPluginAsync<{ db: Database; config: ApiConfig }> = async (app, { db, config }) => {
  await forStaff('dashboard')(app, dashboardRoutes, { db, remindAfterMinutes: config.bags.remindAfterMinutes });
  await forStaff('reports.revenue')(app, revenueReportRoutes, { db });
  await forStaff('dashboard')(app, catalogueReportRoutes, { db, fitMinAnswers: config.fitMinAnswers });
};
