import { paiseToRupees, rupeesToPaise } from '@store/shared/format';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponEditSchema, couponSchema, couponAnswer, messageAnswer, type Coupon } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { couponRedemptions, coupons, type CouponRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { uniqueOr409 } from '../../http/pgErrors';

const codeParams = z.object({ code: z.string().trim().toUpperCase().max(40) });

/** Rupees for the screen; the table keeps paise for flat values and minimums. */
const toJson = (row: CouponRow, uses = 0): Coupon => ({
  code: row.code,
  kind: row.kind as Coupon['kind'],
  value: row.kind === 'flat' ? paiseToRupees(row.value) : row.value,
  minOrder: paiseToRupees(row.minOrderPaise),
  startsAt: row.startsAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  /** Orders it was used on so far. */
  uses,
  active: row.active,
});

function toRow(input: z.output<typeof couponEditSchema>) {
  return {
    kind: input.kind,
    value: input.kind === 'flat' ? rupeesToPaise(input.value) : input.value,
    minOrderPaise: rupeesToPaise(input.minOrder),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
    active: input.active,
  };
}

/** Coupon codes for checkout's APPLY: create, edit, switch on or off, delete. */
export const adminCouponRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/admin/coupons', { schema: { response: { 200: z.array(couponAnswer) } } }, async () => {
    const rows = await db
      .select({ coupon: coupons, uses: count(couponRedemptions.orderId) })
      .from(coupons)
      .leftJoin(couponRedemptions, eq(couponRedemptions.code, coupons.code))
      .groupBy(coupons.code)
      .orderBy(asc(coupons.code));
    return rows.map(({ coupon, uses }) => toJson(coupon, uses));
  });

  app.post(
    '/admin/coupons',
    { schema: { body: couponSchema, response: { 201: couponAnswer } } },
    async (request, reply) => {
      const input = request.body;
      const [row] = await uniqueOr409(`A coupon ${input.code} already exists`, () =>
        db
          .insert(coupons)
          .values({ code: input.code, ...toRow(input) })
          .returning(),
      );
      return reply.code(201).send(toJson(row as CouponRow));
    },
  );

  app.put(
    '/admin/coupons/:code',
    { schema: { params: codeParams, body: couponEditSchema, response: { 200: couponAnswer } } },
    async (request) => {
      const { code } = request.params;
      const input = request.body;
      const [row] = await db.update(coupons).set(toRow(input)).where(eq(coupons.code, code)).returning();
      if (!row) throw new HttpError(404, 'Coupon not found');
      return toJson(row);
    },
  );

  app.patch(
    '/admin/coupons/:code/toggle-active',
    { schema: { params: codeParams, response: { 200: couponAnswer } } },
    async (request) => {
      const { code } = request.params;
      const [row] = await db
        .update(coupons)
        .set({ active: sql`not ${coupons.active}` })
        .where(eq(coupons.code, code))
        .returning();
      if (!row) throw new HttpError(404, 'Coupon not found');
      return toJson(row);
    },
  );

  app.delete(
    '/admin/coupons/:code',
    { schema: { params: codeParams, response: { 200: messageAnswer } } },
    async (request) => {
      const { code } = request.params;
      const deleted = await db.delete(coupons).where(eq(coupons.code, code)).returning();
      if (deleted.length === 0) throw new HttpError(404, 'Coupon not found');
      return { message: 'Coupon deleted' };
    },
  );
};
