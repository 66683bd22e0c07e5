import type { CancelRefund, CancelRefundInput, UnappliedPayment } from '@store/shared/schemas';
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
    /** POST /admin/orders/{id}/payments/{paymentId}/refund: a cancelled order's card payment, back or to store credit. */
    refundCancelled: build.mutation<
      CancelRefund,
      { orderId: string; paymentId: string; customerId: string | null } & CancelRefundInput
    >({
      query: ({ orderId, paymentId, to }) => ({
        url: `/admin/orders/${orderId}/payments/${encodeURIComponent(paymentId)}/refund`,
        method: 'POST',
        body: { to },
        answer: 'cancelRefund',
      }),
      // The order's page reads its payments and history again; her store credit too (storeCreditApi's tag).
      invalidatesTags: (_answer, _error, { orderId, customerId }) => [
        { type: 'Order', id: orderId },
        { type: 'Account', id: `storeCredit:${customerId}` },
        'Dashboard',
      ],
    }),
  }),
});
