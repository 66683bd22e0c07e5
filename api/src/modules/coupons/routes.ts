import { paiseToRupees, rupeesToPaise } from '@store/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponCheckSchema, couponCheckAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { couponDiscount } from './applyCoupon';
import { idempotent } from '../../http/idempotency';
import { limited } from '../../http/rateLimits';

/** POST /coupons/check: what a code takes off a subtotal (rupees), or why it does not apply. */
export const couponRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/coupons/check',
    {
      // A check changes nothing: sent twice, it answers alike.
      ...idempotent('repeatable', limited('couponCheck')),
      schema: { body: couponCheckSchema, response: { 200: couponCheckAnswer } },
    },
    async (request) => {
      const { code, subtotal } = request.body;
      // A signed-in shopper learns at once when they have used up their share of a code.
      const shopper = request.customer ? { customerId: request.customer.id, phone: request.customer.phone } : null;
      const {
        discountPaise,
        label,
        code: canonical,
      } = await couponDiscount(db, code, rupeesToPaise(subtotal), shopper);
      return {
        code: canonical,
        label,
        discount: paiseToRupees(discountPaise),
        total: subtotal - paiseToRupees(discountPaise),
      };
    },
  );
};
