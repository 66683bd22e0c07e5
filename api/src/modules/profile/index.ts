import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forCustomers } from '../../http/guards';
import { profileRoutes } from './routes';

/** A signed-in shopper's own name and e-mail. */
export const profileModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await forCustomers(app, profileRoutes, { db });
};
