import type { UnappliedPayment } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

export type { UnappliedPayment } from '@store/shared/schemas';

const LIST = [{ type: 'Payment' as const, id: 'LIST' }];

export const paymentsApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/payments/unapplied: money taken that no order could take. */
    unappliedPayments: build.query<UnappliedPayment[], void>({
      query: () => ({ url: '/admin/payments/unapplied', answer: 'unappliedPayments' }),
      providesTags: LIST,
    }),
    /** POST /admin/payments/{id}/refund: the provider gives it back in full. */
    refundPayment: build.mutation<{ refundId: string; refunded: number }, string>({
      query: (paymentId) => ({
        url: `/admin/payments/${encodeURIComponent(paymentId)}/refund`,
        method: 'POST',
        body: {},
        answer: 'paymentRefund',
      }),
      invalidatesTags: [...LIST, 'Dashboard'],
    }),
  }),
});
