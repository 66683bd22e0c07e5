import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReviewAnswer, productReviewsAnswer, reviewVisibilityBody } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { productRatings, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/routeSchemas';
import { productReviews } from './reviews';

/** GET /products/{id}/reviews: public, what the product page shows under the product. */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/products/:id/reviews',
    { schema: { params: idParams('product'), response: { 200: productReviewsAnswer } } },
    async (request) => {
      const reviews = await productReviews(db, request.params.id);
      if (!reviews) throw new HttpError(404, 'Product not found');
      return reviews;
    },
  );
};

const reviewParams = idParams('product').extend({ customerId: idParams('customer').shape.id });

/** The admin's moderation: the newest reviews with words, and hiding (or showing again) one's words. */
export const adminReviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/admin/reviews', { schema: { response: { 200: z.array(adminReviewAnswer) } } }, async () => {
    const rows = await db
      .select({
        productId: productRatings.productId,
        productName: products.name,
        customerId: productRatings.customerId,
        rating: productRatings.rating,
        review: productRatings.review,
        fit: productRatings.fit,
        reviewer: productRatings.reviewer,
        hiddenAt: productRatings.hiddenAt,
        updatedAt: productRatings.updatedAt,
      })
      .from(productRatings)
      .innerJoin(products, eq(products.id, productRatings.productId))
      .where(isNotNull(productRatings.review))
      .orderBy(desc(productRatings.updatedAt))
      .limit(100);
    return rows.map(({ hiddenAt, updatedAt, review, reviewer, ...row }) => ({
      ...row,
      review: review ?? '',
      reviewer: reviewer ?? 'Verified buyer',
      hidden: hiddenAt !== null,
      at: updatedAt.toISOString(),
    }));
  });

  app.patch(
    '/admin/products/:id/reviews/:customerId',
    {
      schema: {
        params: reviewParams,
        body: reviewVisibilityBody,
        response: { 200: z.object({ hidden: z.boolean() }) },
      },
    },
    async (request) => {
      const { id, customerId } = request.params;
      const [changed] = await db
        .update(productRatings)
        .set({ hiddenAt: request.body.hidden ? new Date() : null })
        .where(and(eq(productRatings.productId, id), eq(productRatings.customerId, customerId)))
        .returning({ hiddenAt: productRatings.hiddenAt });
      if (!changed) throw new HttpError(404, 'Review not found');
      return { hidden: changed.hiddenAt !== null };
    },
  );
};
