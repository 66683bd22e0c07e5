import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forStaff } from '../../http/guards';
import { adminCouponRoutes } from './deskRoutes';
import { couponRoutes } from './routes';

/** Coupon codes as the checkout checks them, and the desk's coupon list. */
export const couponsModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(couponRoutes, { db });
  await forStaff('coupons')(app, adminCouponRoutes, { db });
};
