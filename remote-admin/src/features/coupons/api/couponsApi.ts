import type { Coupon, CouponInput } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

export type { Coupon } from '@store/shared/schemas';

const path = (code: string) => `/admin/coupons/${encodeURIComponent(code)}`;
const LIST = [{ type: 'Coupon' as const, id: 'LIST' }];

export const couponsApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/coupons: every code, by code. */
    coupons: build.query<Coupon[], void>({
      query: () => ({ url: '/admin/coupons', answer: 'adminCoupons' }),
      providesTags: LIST,
    }),
    createCoupon: build.mutation<Coupon, CouponInput>({
      query: (coupon) => ({ url: '/admin/coupons', method: 'POST', body: coupon, answer: 'adminCoupon' }),
      invalidatesTags: LIST,
    }),
    updateCoupon: build.mutation<Coupon, { code: string; coupon: Omit<CouponInput, 'code'> }>({
      query: ({ code, coupon }) => ({ url: path(code), method: 'PUT', body: coupon, answer: 'adminCoupon' }),
      invalidatesTags: LIST,
    }),
    toggleCoupon: build.mutation<Coupon, string>({
      query: (code) => ({ url: `${path(code)}/toggle-active`, method: 'PATCH', answer: 'adminCoupon' }),
      invalidatesTags: LIST,
    }),
    deleteCoupon: build.mutation<void, string>({
      query: (code) => ({ url: path(code), method: 'DELETE', answer: 'adminDeleted' }),
      invalidatesTags: LIST,
    }),
  }),
});
