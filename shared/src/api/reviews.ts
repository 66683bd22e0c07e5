import { z } from 'zod';
import { FIT_VERDICTS, REVIEW_MAX_LENGTH, REVIEW_MAX_PHOTOS } from '../catalog/reviews';
import { isPhotoData, PHOTO_DATA_MAX_LENGTH } from './photos';

export {
  FIT_SUMMARY_MIN_ANSWERS,
  FIT_VERDICT_LABELS,
  FIT_VERDICTS,
  REVIEW_MAX_LENGTH,
  REVIEW_MAX_PHOTOS,
  type FitVerdict,
} from '../catalog/reviews';

/** A review photo's key in the media store, as the API names it: reviews/<uuid>.<format>. */
export const REVIEW_PHOTO_KEY = /^reviews\/[0-9a-f-]{36}\.(jpg|png|webp|gif|avif)$/;

/** One photo of a review being saved: a kept one's key, or a new one's bytes. */
const reviewPhoto = z
  .string({ message: 'A photo could not be read; choose the file again' })
  .max(PHOTO_DATA_MAX_LENGTH, 'A photo is larger than 5 MB')
  .refine(
    (photo) => REVIEW_PHOTO_KEY.test(photo) || isPhotoData(photo),
    'A photo could not be read; choose the file again',
  );

/** A review's photo: the picture (under the site's /media/) and a small variant for thumbnails. */
export const reviewPhotoAnswer = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoAnswer>;

/** PUT /products/{id}/rating: the stars, and optionally a few words and the fit. */
export const ratingBody = z.object({
  rating: z
    .number({ message: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  /** Absent keeps the review there is; blank or null removes it; the words otherwise (trimmed). */
  review: z
    .string({ message: 'Review must be text' })
    .trim()
    .max(REVIEW_MAX_LENGTH, `Keep the review to ${REVIEW_MAX_LENGTH} characters`)
    .nullish()
    .transform((review) => (review === undefined ? undefined : review || null)),
  /** Absent keeps the answer there is; null removes it. */
  fit: z.enum(FIT_VERDICTS, { message: 'Fit must be runs small, true to size or runs large' }).nullish(),
  /**
   * Absent keeps the photos there are; else the review's photos in order, each a kept one's key
   * (as /ratings/mine names it) or a new one's bytes (base64 or a data URL). Any not listed go.
   */
  photos: z
    .array(reviewPhoto, { message: 'Photos must be a list' })
    .max(REVIEW_MAX_PHOTOS, `A review can have at most ${REVIEW_MAX_PHOTOS} photos`)
    .optional(),
});
export type RatingInput = z.input<typeof ratingBody>;

/** One shopper's rating as they see it again (their orders page). */
export const myRatingAnswer = z.object({
  productId: z.string(),
  rating: z.number().int(),
  review: z.string().nullable(),
  fit: z.enum(FIT_VERDICTS).nullable(),
  /** With its key, which a later edit sends back to keep it. */
  photos: z.array(reviewPhotoAnswer.extend({ key: z.string() })),
});
export const ratedAnswer = myRatingAnswer.extend({ ratingAverage: z.number(), ratingCount: z.number().int() });

/** A review as the product page shows it: signed with the buyer's first name and initial. */
export const reviewAnswer = z.object({
  rating: z.number().int(),
  review: z.string(),
  fit: z.enum(FIT_VERDICTS).nullable(),
  reviewer: z.string(),
  at: z.string(),
  photos: z.array(reviewPhotoAnswer),
});

/** How many buyers said each fit. */
const fitCounts = z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() });

/**
 * A rated product's ratings in full, on its own page's answer (GET /products/{id}) so the page
 * draws them on the server; listings carry the average and count alone. Hidden reviews' stars
 * and fit count, as in the average.
 */
export const ratingBreakdownAnswer = z.object({
  /** How many buyers gave 1, 2, 3, 4 and 5 stars: `stars[n - 1]`. */
  stars: z.array(z.number().int()).length(5),
  fit: fitCounts,
  /** Visible reviews with words or photos; with none the page says that no one has written one yet. */
  written: z.number().int(),
});
export type RatingBreakdown = z.infer<typeof ratingBreakdownAnswer>;

/** GET /products/{id}/reviews: the newest reviews with words, and what buyers said of the fit. */
export const productReviewsAnswer = z.object({
  reviews: z.array(reviewAnswer),
  fit: fitCounts,
  /** What most buyers said, once FIT_SUMMARY_MIN_ANSWERS have answered; else null. */
  verdict: z.enum(FIT_VERDICTS).nullable(),
});
export type ProductReviews = z.infer<typeof productReviewsAnswer>;

/**
 * GET /admin/reviews: the newest reviews with words or photos, hidden ones included, for the
 * admin to moderate, with who wrote each beyond the signed name: the account's phone (all but
 * the last 4 digits masked) or e-mail, and the numbers of their delivered orders with the product.
 */
export const adminReviewAnswer = reviewAnswer.extend({
  productId: z.string(),
  productName: z.string(),
  customerId: z.string(),
  hidden: z.boolean(),
  contact: z.string(),
  orderNumbers: z.array(z.string()),
});

export type AdminReview = z.infer<typeof adminReviewAnswer>;

/** PATCH /admin/products/{id}/reviews/{customerId}: hide a review's words and photos, or show them again. */
export const reviewVisibilityBody = z.object({ hidden: z.boolean({ message: 'Hidden must be true or false' }) });
