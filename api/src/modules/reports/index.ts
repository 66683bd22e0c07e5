import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forStaff } from '../../http/guards';
import { dashboardRoutes } from './routes';

/** The owner's figures: the dashboard's counts and stock summary. */
export const reportsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await forStaff('dashboard')(app, dashboardRoutes, { db });
};
