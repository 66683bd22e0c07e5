import type { FastifyInstance } from 'fastify';
import { couponCheckSchema } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { couponDiscount } from './applyCoupon';

/** POST /coupons/check: what a code takes off a subtotal (rupees), or why it does not apply. */
export async function couponRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post('/coupons/check', async (request) => {
    const { code, subtotal } = couponCheckSchema.parse(request.body);
    const { discountPaise, label, code: canonical } = await couponDiscount(db, code, Math.round(subtotal * 100));
    return { code: canonical, label, discount: discountPaise / 100, total: subtotal - discountPaise / 100 };
  });
}
