import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { limited } from '../../http/rateLimits';
import type { JobQueue } from '../../jobs/queue';
import type { MediaStore } from '../../media/mediaStore';
import { discardPhotos } from '../uploads/customerPhotos';
import { orderLines, orders, productRatings, products, type CustomerRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { myRatingAnswer, ratedAnswer, ratingBody } from '@store/shared/schemas';
import { NOT_RECEIVED, receivedOrder } from './received';
import { reviewerName } from './reviewer';
import { isNewPhoto, photosTakenOff, reviewPhotoJson, storeNewReviewPhotos } from './reviewPhotos';

const productParams = idParams('product');

/** Orders of this customer: placed while signed in, or to their verified phone as a guest. */
const ownOrder = (customer: CustomerRow) =>
  customer.phone
    ? or(eq(orders.customerId, customer.id), eq(orders.phone, customer.phone))
    : eq(orders.customerId, customer.id);

/**
 * Ratings 1 to 5, one per customer and product, for products in one of their delivered orders,
 * each with an optional review, fit and up to 3 photos. A product keeps the running total and
 * count, which the 'Best Rating' sort reads.
 */
export const ratingRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobQueue; media: MediaStore }> = async (
  app,
  deps,
) => {
  const { db, jobs, media } = deps;
  const photosJson = (keys: string[]) => keys.map((key) => ({ key, ...reviewPhotoJson(media, key) }));

  app.get('/ratings/mine', { schema: { response: { 200: z.array(myRatingAnswer) } } }, async (request) => {
    const customer = signedInAccount(request);
    const rows = await db
      .select({
        productId: productRatings.productId,
        rating: productRatings.rating,
        review: productRatings.review,
        fit: productRatings.fit,
        photos: productRatings.photos,
      })
      .from(productRatings)
      .where(eq(productRatings.customerId, customer.id));
    return rows.map((row) => ({ ...row, photos: photosJson(row.photos) }));
  });

  app.put(
    '/products/:id/rating',
    {
      ...limited('uploads'),
      // Up to 3 phone photos as base64 (5 MB each at most once decoded), checked from their bytes.
      bodyLimit: 22_000_000,
      schema: { params: productParams, body: ratingBody, response: { 200: ratedAnswer } },
    },
    async (request) => {
      const customer = signedInAccount(request);
      const { id } = request.params;
      const { rating, review, fit, photos } = request.body;
      const [bought] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            ownOrder(customer),
            receivedOrder,
            sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productId} = ${id})`,
          ),
        )
        .limit(1);
      if (!bought) throw new HttpError(403, NOT_RECEIVED);

      const rated = and(eq(productRatings.customerId, customer.id), eq(productRatings.productId, id));
      if (photos) {
        // A kept photo that is not this review's is refused before anything new is stored (and again once locked).
        const [current] = await db.select({ photos: productRatings.photos }).from(productRatings).where(rated);
        photosTakenOff(current?.photos ?? [], photos, photos.filter(isNewPhoto));
      }
      const sent = photos ? await storeNewReviewPhotos(deps, photos) : null;
      try {
        return await db.transaction(async (tx) => {
          // Locking the product serialises ratings of it, so the running sum never loses one.
          const [product] = await tx
            .select({ id: products.id })
            .from(products)
            .where(eq(products.id, id))
            .for('update');
          if (!product) throw new HttpError(404, 'Product not found');
          const [previous] = await tx
            .select({ rating: productRatings.rating, photos: productRatings.photos })
            .from(productRatings)
            .where(rated);
          // Taken off the review: out of storage once this commits (the job keeps what a review still has).
          if (sent) await discardPhotos(jobs, tx, photosTakenOff(previous?.photos ?? [], sent.photos, sent.stored));
          // Left out, the review, fit and photos stay as they were; null (an empty list) clears them.
          const words = {
            ...(review !== undefined ? { review, reviewer: reviewerName(customer.name) } : {}),
            ...(fit !== undefined ? { fit } : {}),
            ...(sent ? { photos: sent.photos, reviewer: reviewerName(customer.name) } : {}),
          };
          const [saved] = await tx
            .insert(productRatings)
            .values({ customerId: customer.id, productId: id, rating, ...words })
            .onConflictDoUpdate({
              target: [productRatings.customerId, productRatings.productId],
              set: { rating, ...words, updatedAt: new Date() },
            })
            .returning({ review: productRatings.review, fit: productRatings.fit, photos: productRatings.photos });
          const [totals] = await tx
            .update(products)
            .set({
              ratingTotal: sql`${products.ratingTotal} + ${rating - (previous?.rating ?? 0)}`,
              ratingCount: sql`${products.ratingCount} + ${previous ? 0 : 1}`,
              // Its page draws the fit and the written reviews too: a change of those alone moves the catalogue's version.
              updatedAt: new Date(),
            })
            .where(eq(products.id, id))
            .returning({ ratingAverage: products.ratingAverage, ratingCount: products.ratingCount });
          if (!totals || !saved) throw new HttpError(404, 'Product not found');
          return { productId: id, rating, ...saved, photos: photosJson(saved.photos), ...totals };
        });
      } catch (error) {
        // Not saved: the photos this request stored go now (else the check queued with each, within the hour).
        if (sent?.stored.length) await discardPhotos(jobs, db, sent.stored).catch(() => '');
        throw error;
      }
    },
  );
};
