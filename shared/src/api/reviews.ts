import { z } from 'zod';
import { FIT_VERDICTS, REVIEW_MAX_LENGTH } from '../catalog/reviews';

export {
  FIT_SUMMARY_MIN_ANSWERS,
  FIT_VERDICT_LABELS,
  FIT_VERDICTS,
  REVIEW_MAX_LENGTH,
  type FitVerdict,
} from '../catalog/reviews';

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
});
export type RatingInput = z.input<typeof ratingBody>;

/** One shopper's rating as they see it again (their orders page). */
export const myRatingAnswer = z.object({
  productId: z.string(),
  rating: z.number().int(),
  review: z.string().nullable(),
  fit: z.enum(FIT_VERDICTS).nullable(),
});
export const ratedAnswer = myRatingAnswer.extend({ ratingAverage: z.number(), ratingCount: z.number().int() });

/** A review as the product page shows it: signed with the buyer's first name and initial. */
export const reviewAnswer = z.object({
  rating: z.number().int(),
  review: z.string(),
  fit: z.enum(FIT_VERDICTS).nullable(),
  reviewer: z.string(),
  at: z.string(),
});

/** GET /products/{id}/reviews: the newest reviews with words, and what buyers said of the fit. */
export const productReviewsAnswer = z.object({
  reviews: z.array(reviewAnswer),
  fit: z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() }),
  /** What most buyers said, once FIT_SUMMARY_MIN_ANSWERS have answered; else null. */
  verdict: z.enum(FIT_VERDICTS).nullable(),
});
export type ProductReviews = z.infer<typeof productReviewsAnswer>;

/** GET /admin/reviews: the newest reviews with words, hidden ones included, for the admin to moderate. */
export const adminReviewAnswer = reviewAnswer.extend({
  productId: z.string(),
  productName: z.string(),
  customerId: z.string(),
  hidden: z.boolean(),
});

export type AdminReview = z.infer<typeof adminReviewAnswer>;

/** PATCH /admin/products/{id}/reviews/{customerId}: hide a review's words, or show them again. */
export const reviewVisibilityBody = z.object({ hidden: z.boolean({ message: 'Hidden must be true or false' }) });
