import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { deliveryRoutes } from './delivery';
import { pincodeRoutes } from './routes';

/** India's pincodes: an address's city and state, and when a parcel reaches it. */
export const pincodesModule: FastifyPluginAsync<{ db: Database; config: ApiConfig }> = async (app, { db, config }) => {
  await app.register(pincodeRoutes);
  await app.register(deliveryRoutes, { db, config });
};
