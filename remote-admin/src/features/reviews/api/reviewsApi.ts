import type { AdminReview } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

/** The review list: a product tag's own id, as what it lists is what product pages show. */
const LIST = { type: 'Product' as const, id: 'REVIEWS' };

export const reviewsApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/reviews: the newest reviews with words or photos, hidden ones included, and who wrote each. */
    adminReviews: build.query<AdminReview[], void>({
      query: () => ({ url: '/admin/reviews', answer: 'adminReviews' }),
      providesTags: [LIST],
    }),
    /** PATCH /admin/products/{id}/reviews/{customerId}: the words hidden from the product page, or shown again. */
    setReviewHidden: build.mutation<{ hidden: boolean }, { productId: string; customerId: string; hidden: boolean }>({
      query: ({ productId, customerId, hidden }) => ({
        url: `/admin/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(customerId)}`,
        method: 'PATCH',
        body: { hidden },
      }),
      // The list, and the product's page (its reviews are tagged with the product).
      invalidatesTags: (_answer, error, { productId }) => (error ? [] : [LIST, { type: 'Product', id: productId }]),
    }),
  }),
});
