import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forCustomers } from '../../http/guards';
import { measurementRoutes } from './routes';

/** A signed-in shopper's body measurements, for made-to-measure pieces. */
export const measurementsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await forCustomers(app, measurementRoutes, { db });
};
