import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReviewAnswer, productReviewsAnswer, reviewVisibilityBody } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { customers, orderLines, orders, productRatings, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/routeSchemas';
import type { MediaStore } from '../../media/mediaStore';
import { reviewPhotoJson } from './reviewPhotos';
import { receivedOrder } from './received';
import { hasWordsOrPhotos, productReviews } from './reviews';

interface ReviewDeps {
  db: Database;
  media: MediaStore;
}

/** GET /products/{id}/reviews: public, what the product page shows under the product. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (app, { db, media }) => {
  app.get(
    '/products/:id/reviews',
    { schema: { params: idParams('product'), response: { 200: productReviewsAnswer } } },
    async (request) => {
      const reviews = await productReviews(db, media, request.params.id);
      if (!reviews) throw new HttpError(404, 'Product not found');
      return reviews;
    },
  );
};

const reviewParams = idParams('product').extend({ customerId: idParams('customer').shape.id });

/** '+91 ••••••3210': enough to tell two buyers apart, not enough to call one. */
export function maskedPhone(phone: string): string {
  const country = phone.startsWith('+91') ? '+91 ' : '';
  return country + phone.slice(country ? 3 : 0).replace(/\d(?=\d{4})/g, '•');
}

/** The reviewer's delivered orders with the product: placed signed in, or as a guest to the account's phone. */
const orderNumbersOfReview = sql<string[]>`array(
  select ${orders.number} from ${orders}
  where (${orders.customerId} = ${customers.id} or ${orders.phone} = ${customers.phone})
    and ${receivedOrder}
    and exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productId} = ${productRatings.productId})
  order by ${orders.createdAt})`;

/**
 * The admin's moderation: the newest reviews with words or photos, each with who wrote it
 * (phone masked, e-mail, order numbers), and hiding (or showing again) one's words and photos.
 */
export const adminReviewRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (app, { db, media }) => {
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
        photos: productRatings.photos,
        phone: customers.phone,
        email: customers.email,
        orderNumbers: orderNumbersOfReview,
      })
      .from(productRatings)
      .innerJoin(products, eq(products.id, productRatings.productId))
      .leftJoin(customers, eq(customers.id, productRatings.customerId))
      .where(hasWordsOrPhotos)
      .orderBy(desc(productRatings.updatedAt))
      .limit(100);
    return rows.map(({ hiddenAt, updatedAt, review, reviewer, photos, phone, email, orderNumbers, ...row }) => ({
      ...row,
      review: review ?? '',
      reviewer: reviewer ?? 'Verified buyer',
      hidden: hiddenAt !== null,
      at: updatedAt.toISOString(),
      photos: photos.map((key) => reviewPhotoJson(media, key)),
      contact: [phone && maskedPhone(phone), email].filter(Boolean).join(' · ') || 'No phone or e-mail',
      orderNumbers: orderNumbers ?? [],
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
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(productRatings)
          .set({ hiddenAt: request.body.hidden ? new Date() : null })
          .where(and(eq(productRatings.productId, id), eq(productRatings.customerId, customerId)))
          .returning({ hiddenAt: productRatings.hiddenAt });
        if (!changed) throw new HttpError(404, 'Review not found');
        // The product's page counts its written reviews: changing its row moves the catalogue's version.
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));
        return { hidden: changed.hiddenAt !== null };
      });
    },
  );
};
