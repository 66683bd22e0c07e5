import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FitVerdict, ProductReviews } from '@store/shared/schemas';
import { FIT_SUMMARY_MIN_ANSWERS } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { productRatings, products } from '../../db/schema';
import type { MediaStore } from '../../media/mediaStore';
import { reviewPhotoJson } from './reviewPhotos';

/** Reviews a product page shows, newest first. */
const PAGE_REVIEWS = 20;

/** What most buyers said of the fit, once enough answered: the largest count, 'true' winning a tie; small and large tied say nothing. */
export function fitVerdict(fit: Record<FitVerdict, number>): FitVerdict | null {
  const answers = fit.small + fit.true + fit.large;
  if (answers < FIT_SUMMARY_MIN_ANSWERS) return null;
  const most = Math.max(fit.small, fit.true, fit.large);
  if (fit.true === most) return 'true';
  return fit.small === fit.large ? null : fit.small === most ? 'small' : 'large';
}

/** A review worth listing: one with words or photos (stars and fit alone are counted, not listed). */
export const hasWordsOrPhotos = or(isNotNull(productRatings.review), sql`cardinality(${productRatings.photos}) > 0`);

/** A live product's newest visible reviews with words or photos, and every buyer's fit answer; null for no such product. */
export async function productReviews(
  db: Database,
  media: MediaStore,
  productId: string,
): Promise<ProductReviews | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!product) return null;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        rating: productRatings.rating,
        review: productRatings.review,
        fit: productRatings.fit,
        reviewer: productRatings.reviewer,
        photos: productRatings.photos,
        updatedAt: productRatings.updatedAt,
      })
      .from(productRatings)
      // A hidden review shows neither its words nor its photos.
      .where(and(eq(productRatings.productId, productId), hasWordsOrPhotos, isNull(productRatings.hiddenAt)))
      .orderBy(desc(productRatings.updatedAt))
      .limit(PAGE_REVIEWS),
    db
      .select({
        small: sql<number>`count(*) filter (where ${productRatings.fit} = 'small')::int`,
        true: sql<number>`count(*) filter (where ${productRatings.fit} = 'true')::int`,
        large: sql<number>`count(*) filter (where ${productRatings.fit} = 'large')::int`,
      })
      .from(productRatings)
      .where(eq(productRatings.productId, productId)),
  ]);
  const fit = counts ?? { small: 0, true: 0, large: 0 };
  return {
    reviews: rows.map((row) => ({
      rating: row.rating,
      review: row.review ?? '',
      fit: row.fit,
      reviewer: row.reviewer ?? 'Verified buyer',
      at: row.updatedAt.toISOString(),
      photos: row.photos.map((key) => reviewPhotoJson(media, key)),
    })),
    fit,
    verdict: fitVerdict(fit),
  };
}
