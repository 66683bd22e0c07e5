import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { orderLines, orders, productRatings, products, type CustomerRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { myRatingAnswer, ratedAnswer, ratingBody } from '@store/shared/schemas';
import { reviewerName } from './reviewer';

const productParams = idParams('product');

/** Orders of this customer: placed while signed in, or to their verified phone as a guest. */
const ownOrder = (customer: CustomerRow) =>
  customer.phone
    ? or(eq(orders.customerId, customer.id), eq(orders.phone, customer.phone))
    : eq(orders.customerId, customer.id);

/**
 * Ratings 1 to 5, one per customer and product, for products in one of their completed orders,
 * each with an optional review and fit. A product keeps the running total and count, which the
 * 'Best Rating' sort reads.
 */
export const ratingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/ratings/mine', { schema: { response: { 200: z.array(myRatingAnswer) } } }, async (request) => {
    const customer = signedInAccount(request);
    return db
      .select({
        productId: productRatings.productId,
        rating: productRatings.rating,
        review: productRatings.review,
        fit: productRatings.fit,
      })
      .from(productRatings)
      .where(eq(productRatings.customerId, customer.id));
  });

  app.put(
    '/products/:id/rating',
    { schema: { params: productParams, body: ratingBody, response: { 200: ratedAnswer } } },
    async (request) => {
      const customer = signedInAccount(request);
      const { id } = request.params;
      const { rating, review, fit } = request.body;
      const [bought] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            ownOrder(customer),
            eq(orders.completed, true),
            eq(orders.deleted, false),
            sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productId} = ${id})`,
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
        // Left out, the review and fit stay as they were; null clears them.
        const words = {
          ...(review !== undefined ? { review, reviewer: reviewerName(customer.name) } : {}),
          ...(fit !== undefined ? { fit } : {}),
        };
        const [saved] = await tx
          .insert(productRatings)
          .values({ customerId: customer.id, productId: id, rating, ...words })
          .onConflictDoUpdate({
            target: [productRatings.customerId, productRatings.productId],
            set: { rating, ...words, updatedAt: new Date() },
          })
          .returning({ review: productRatings.review, fit: productRatings.fit });
        const [totals] = await tx
          .update(products)
          .set({
            ratingTotal: sql`${products.ratingTotal} + ${rating - (previous?.rating ?? 0)}`,
            ratingCount: sql`${products.ratingCount} + ${previous ? 0 : 1}`,
          })
          .where(eq(products.id, id))
          .returning({ ratingAverage: products.ratingAverage, ratingCount: products.ratingCount });
        if (!totals || !saved) throw new HttpError(404, 'Product not found');
        return { productId: id, rating, ...saved, ...totals };
      });
    },
  );
};
