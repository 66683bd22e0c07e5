import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forAdmins } from '../../http/guards';
import { catalogueReportRoutes, revenueReportRoutes } from './reportRoutes';
import { dashboardRoutes } from './routes';

/** The owner's figures: the dashboard's counts and stock summary, and the Insights tab's reports. */
export const reportsModule: FastifyPluginAsync<{ db: Database; config: ApiConfig }> = async (app, { db, config }) => {
  await forAdmins(app, dashboardRoutes, { db });
  await forAdmins(app, revenueReportRoutes, { db });
  await forAdmins(app, catalogueReportRoutes, { db, fitMinAnswers: config.fitMinAnswers });
};
