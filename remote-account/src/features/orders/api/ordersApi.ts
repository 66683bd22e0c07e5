import {
  GUEST_TOKEN_HEADER,
  idempotently,
  type OrderJson,
  type OrderTracking,
  type Product,
  type ReturnJson,
  type ReturnRequestInput,
} from '@store/shared/api';
import type { OpenedPayment } from '@store/shared/payment';
import { forgetGuestOrders, storeApi } from '@store/shared/store';
import { guestHeaders } from './guestAccess';
import type { FitVerdict } from '@store/shared/catalog';

/** Whose orders: a signed-in customer's by session (null), or a guest's by the tokens this browser keeps. */
export interface MyOrdersArgs {
  guestTokens: string | null;
}

export interface MyRating {
  productId: string;
  rating: number;
  review: string | null;
  fit: FitVerdict | null;
  /** The review's photos; an edit sends a kept one's key back. */
  photos: { key: string; url: string; thumbnailUrl: string }[];
}

/** The signed-in customer's ratings: dropped with the rest of the account on a switch, refetched after a rating. */
const RATINGS = { type: 'Account', id: 'ratings' } as const;

export const ordersApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * GET /orders/my-orders. Guest tokens the API no longer honours (expired, withdrawn: 403)
     * are forgotten and the list is empty: signing in shows those orders.
     */
    myOrders: build.query<OrderJson[], MyOrdersArgs>({
      async queryFn({ guestTokens }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/orders/my-orders',
          headers: guestTokens ? { [GUEST_TOKEN_HEADER]: guestTokens } : undefined,
          answer: 'myOrders',
        });
        if (!result.error) return { data: result.data as OrderJson[] };
        if (guestTokens && result.error.status === 403) {
          forgetGuestOrders();
          return { data: [] };
        }
        return { error: result.error };
      },
      providesTags: (orders = []) => [
        { type: 'Order', id: 'LIST' },
        ...orders.map((order) => ({ type: 'Order' as const, id: order._id })),
        'Account',
      ],
    }),
    /**
     * GET /orders/{id}/tracking: the courier's events for her parcel (signed in, or the order's
     * guest link). Asked when she opens the card's tracking, not for every card on the page.
     */
    orderTracking: build.query<OrderTracking, string>({
      query: (orderId) => ({
        url: `/orders/${encodeURIComponent(orderId)}/tracking`,
        headers: guestHeaders(),
        answer: 'orderTracking',
      }),
      providesTags: (_tracking, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /** GET /ratings/mine: the signed-in customer's rating of each product they rated. */
    myRatings: build.query<MyRating[], void>({
      query: () => ({ url: '/ratings/mine', answer: 'myRatings' }),
      providesTags: [RATINGS],
    }),
    /** PUT /products/{id}/rating: allowed once an order with the product is completed; moves its average. */
    rateProduct: build.mutation<
      MyRating,
      {
        productId: string;
        rating: number;
        review?: string | null;
        fit?: FitVerdict | null;
        /** Kept photos' keys and new photos' data URLs, in order. */
        photos?: string[];
      }
    >({
      // Left out, the review, the fit and the photos stay as they were.
      query: ({ productId, ...body }) => ({
        url: `/products/${encodeURIComponent(productId)}/rating`,
        method: 'PUT',
        body,
        answer: 'rated',
      }),
      invalidatesTags: (_rated, error, { productId }) => (error ? [] : [RATINGS, { type: 'Product', id: productId }]),
    }),
    /** GET /products/{id}: which sizes are in stock now, for an exchange's choice. */
    sizesInStock: build.query<NonNullable<Product['availability']>, string>({
      query: (productId) => ({ url: `/products/${encodeURIComponent(productId)}`, answer: 'product' }),
      transformResponse: (product: Product) => product.availability ?? {},
      providesTags: (_stock, _error, productId) => [{ type: 'Product', id: productId }],
    }),
    /** POST /orders/{id}/returns: an exchange, refund or alteration of one piece (signed in, or the order's guest link). */
    askForReturn: build.mutation<ReturnJson, { orderId: string; request: ReturnRequestInput }>({
      query: ({ orderId, request }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/returns`,
        method: 'POST',
        body: request,
        headers: guestHeaders(),
        answer: 'returnAsked',
      }),
      invalidatesTags: (_asked, error, { orderId }) => (error ? [] : [{ type: 'Order', id: orderId }, 'Return']),
    }),
    /** POST /orders/{id}/pay-balance: a payment order for what a 20%-now order still owes (asked again, the same one). */
    startBalancePayment: build.mutation<OpenedPayment, string>({
      query: (orderId) => ({
        url: `/orders/${encodeURIComponent(orderId)}/pay-balance`,
        method: 'POST',
        body: {},
        headers: { ...guestHeaders(), ...idempotently().headers },
        answer: 'balancePayment',
      }),
    }),
  }),
});

export const {
  useMyOrdersQuery,
  useMyRatingsQuery,
  useOrderTrackingQuery,
  useRateProductMutation,
  useSizesInStockQuery,
  useAskForReturnMutation,
  useStartBalancePaymentMutation,
} = ordersApi;
