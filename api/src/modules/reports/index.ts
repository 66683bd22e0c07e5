import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forAdmins } from '../../http/guards';
import { dashboardRoutes } from './routes';

/** The owner's figures: the dashboard's counts, stock summary and left bags. */
export const reportsModule: FastifyPluginAsync<{ db: Database; config: ApiConfig }> = async (app, { db, config }) => {
  await forAdmins(app, dashboardRoutes, { db, remindAfterMinutes: config.bags.remindAfterMinutes });
};
