import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forCustomers } from '../../http/guards';
import { addressRoutes } from './routes';

/** A signed-in shopper's saved delivery addresses. */
export const addressesModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await forCustomers(app, addressRoutes, { db });
};
