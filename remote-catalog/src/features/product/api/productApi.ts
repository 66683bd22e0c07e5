import type { DeliveryEstimate, Product } from '@store/shared/api';
import type { ProductReviews } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

export type { DeliveryEstimate };

export const productApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /products/{id}: unknown, malformed and inactive ids are refused (404, 400). */
    product: build.query<Product, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, answer: 'product' }),
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    /** GET /products/{id}/reviews: the newest reviews with words or photos, and what buyers said of the fit (a new rating refreshes it). */
    reviews: build.query<ProductReviews, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}/reviews`, answer: 'productReviews' }),
      providesTags: (_reviews, _error, id) => [{ type: 'Product', id }],
    }),
    /** GET /store/delivery: where a pincode is, and the day this product would reach it (400 names a bad pincode). */
    delivery: build.query<DeliveryEstimate, { pincode: string; productId: string }>({
      query: (params) => ({ url: '/store/delivery', params, answer: 'delivery' }),
    }),
  }),
});
