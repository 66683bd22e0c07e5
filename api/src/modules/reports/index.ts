import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forAdmins } from '../../http/guards';
import { dashboardRoutes } from './routes';

/** The owner's figures: the dashboard's counts and stock summary. */
export const reportsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await forAdmins(app, dashboardRoutes, { db });
};
