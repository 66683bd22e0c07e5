import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { fitVerdict } from '@store/shared/catalog';
import type { ProductReviews, RatingBreakdown } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { productRatings, products } from '../../db/schema';
import type { MediaStore } from '../../media/mediaStore';
import { reviewPhotoJson } from './reviewPhotos';

/** Reviews a product page shows, newest first. */
const PAGE_REVIEWS = 20;

/** A review worth listing: one with words or photos (stars and fit alone are counted, not listed). */
export const hasWordsOrPhotos = or(isNotNull(productRatings.review), sql`cardinality(${productRatings.photos}) > 0`);

/** Every buyer's stars and fit answer of a product, and how many visible reviews it has to read. */
export async function ratingBreakdown(db: Database, productId: string): Promise<RatingBreakdown> {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      stars: sql<number[]>`array[${sql.join(
        [1, 2, 3, 4, 5].map((stars) => count(sql`${productRatings.rating} = ${stars}`)),
        sql`, `,
      )}]`,
      small: count(sql`${productRatings.fit} = 'small'`),
      true: count(sql`${productRatings.fit} = 'true'`),
      large: count(sql`${productRatings.fit} = 'large'`),
      written: count(and(hasWordsOrPhotos, isNull(productRatings.hiddenAt)) as SQL),
    })
    .from(productRatings)
    .where(eq(productRatings.productId, productId));
  const { stars = [0, 0, 0, 0, 0], small = 0, large = 0, written = 0 } = row ?? {};
  return { stars: stars.map(Number), fit: { small, true: row?.true ?? 0, large }, written };
}

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
  const [rows, { fit }] = await Promise.all([
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
    ratingBreakdown(db, productId),
  ]);
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
