import { idempotently, type CashOrderInput, type CashQuote, type Product, type TaxRules } from '@store/shared/api';
import type { SolvedCaptcha } from '@store/shared/captcha';
import type { Section } from '@store/shared/catalog';
import { sharedEndpoints, storeApi } from '@store/shared/store';

/** POST /coupons/check's answer: the code as stored, its label, and what it takes off (rupees). */
export interface AppliedCoupon {
  code: string;
  label: string;
  discount: number;
  total: number;
}

/** What the cash quote asks about: the bag and address as the checkout has them (no amount). */
export type CashQuoteInput = Omit<CashOrderInput, 'amount'>;

/** One kind of piece in the bag: its section and category. */
export interface BagKind {
  section: Section;
  type: string;
}

export const RELATED_LIMIT = 10;

export const checkoutApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /store/tax: the seller's state and the GST slabs the invoice will apply. */
    taxRules: build.query<TaxRules, void>({
      query: () => ({ url: '/store/tax', answer: 'taxRules' }),
    }),
    /**
     * POST /coupons/check: the discount a code gives on this subtotal, or a 400 saying why not.
     * Keyed as every checkout call is; an admin's change to the code asks again.
     */
    couponCheck: build.query<AppliedCoupon, { code: string; subtotal: number }>({
      query: (body) => ({
        url: '/coupons/check',
        method: 'POST',
        body,
        headers: idempotently().headers,
        answer: 'couponCheck',
      }),
      providesTags: (_coupon, _error, { code }) => [{ type: 'Coupon', id: code.trim().toUpperCase() }],
    }),
    /**
     * POST /payment/cash-quote: whether cash is offered for this bag, address and phone, and its
     * terms. The rules count the phone's recent orders, so a new order asks again.
     */
    cashQuote: build.query<CashQuote, CashQuoteInput>({
      query: (body) => ({
        url: '/payment/cash-quote',
        method: 'POST',
        body,
        headers: idempotently().headers,
        answer: 'cashQuote',
      }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** Texts a one-time code to the delivery phone (paid for with a solved captcha, as the sign-in's is). */
    sendPhoneCode: build.mutation<{ message: string }, { phone: string; captcha: SolvedCaptcha }>({
      query: (body) => ({ url: '/auth/otp/send', method: 'POST', body, answer: 'otpSent' }),
    }),
    /** POST /auth/otp/verify: the code's single-use proof, spent by the cash order. */
    verifyPhoneCode: build.mutation<{ proof: string }, { phone: string; code: string }>({
      query: (body) => ({ url: '/auth/otp/verify', method: 'POST', body, answer: 'otpProof' }),
    }),
    /**
     * Up to RELATED_LIMIT products of the bag's kinds, none of `excluded` (the bag's own), each
     * kind's sample read through the shared `sectionSample` (product §9). Both lists sorted: one
     * cache entry per bag.
     */
    relatedProducts: build.query<Product[], { kinds: BagKind[]; excluded: string[] }>({
      queryFn: async ({ kinds, excluded }, { dispatch }) => {
        const limit = RELATED_LIMIT + excluded.length;
        const lists = await Promise.all(
          kinds.map((kind) =>
            dispatch(sharedEndpoints.endpoints.sectionSample.initiate({ ...kind, limit }, { subscribe: false })),
          ),
        );
        const failed = lists.find((list) => list.isError);
        if (failed) {
          console.error('checkout: failed to load related products', failed.error);
          return { error: { status: 'CUSTOM_ERROR', error: 'related products unavailable' } };
        }
        const seen = new Set(excluded);
        const related = lists
          .flatMap((list) => list.data ?? [])
          .filter((product) => !seen.has(product._id) && seen.add(product._id))
          .slice(0, RELATED_LIMIT);
        return { data: related };
      },
      providesTags: (related = [], _error, { kinds }) => [
        ...related.map((product) => ({ type: 'Product' as const, id: product._id })),
        ...kinds.map((kind) => ({ type: 'ProductList' as const, id: kind.section })),
      ],
    }),
  }),
});
