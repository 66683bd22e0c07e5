import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { couponRoutes } from './routes';

/** Coupon codes as the checkout checks them. */
export const couponsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(couponRoutes, { db });
};
