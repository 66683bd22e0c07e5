import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { orders, productRatings, products, type CustomerRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { myRatingAnswer, ratedAnswer } from '@store/shared/schemas';

const ratingBody = z.object({
  rating: z
    .number({ message: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
});
const productParams = idParams('product');

/** Orders of this customer: placed while signed in, or to their verified phone as a guest. */
const ownOrder = (customer: CustomerRow) =>
  customer.phone
    ? or(eq(orders.customerId, customer.id), eq(orders.phone, customer.phone))
    : eq(orders.customerId, customer.id);

/**
 * Ratings 1 to 5, one per customer and product, for products in one of their completed orders.
 * A product keeps the running total and count, which the 'Best Rating' sort reads.
 */
export const ratingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/ratings/mine', { schema: { response: { 200: z.array(myRatingAnswer) } } }, async (request) => {
    const customer = signedInAccount(request);
    const rows = await db
      .select({ productId: productRatings.productId, rating: productRatings.rating })
      .from(productRatings)
      .where(eq(productRatings.customerId, customer.id));
    return rows;
  });

  app.put(
    '/products/:id/rating',
    { schema: { params: productParams, body: ratingBody, response: { 200: ratedAnswer } } },
    async (request) => {
      const customer = signedInAccount(request);
      const { id } = request.params;
      const { rating } = request.body;
      const [bought] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            ownOrder(customer),
            eq(orders.completed, true),
            eq(orders.deleted, false),
            sql`${orders.items} @> ${JSON.stringify([{ productId: id }])}::jsonb`,
          ),
        )
        .limit(1);
      if (!bought) throw new HttpError(403, 'You can rate a product once an order with it is completed');

      return db.transaction(async (tx) => {
        // Locking the product serialises ratings of it, so the running sum never loses one.
        const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
        if (!product) throw new HttpError(404, 'Product not found');
        const [previous] = await tx
          .select({ rating: productRatings.rating })
          .from(productRatings)
          .where(and(eq(productRatings.customerId, customer.id), eq(productRatings.productId, id)));
        await tx
          .insert(productRatings)
          .values({ customerId: customer.id, productId: id, rating })
          .onConflictDoUpdate({
            target: [productRatings.customerId, productRatings.productId],
            set: { rating, updatedAt: new Date() },
          });
        const [totals] = await tx
          .update(products)
          .set({
            ratingTotal: sql`${products.ratingTotal} + ${rating - (previous?.rating ?? 0)}`,
            ratingCount: sql`${products.ratingCount} + ${previous ? 0 : 1}`,
          })
          .where(eq(products.id, id))
          .returning({ ratingAverage: products.ratingAverage, ratingCount: products.ratingCount });
        if (!totals) throw new HttpError(404, 'Product not found');
        return { productId: id, rating, ...totals };
      });
    },
  );
};
