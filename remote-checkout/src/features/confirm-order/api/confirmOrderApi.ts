import type { CashConfirmed, CashConfirmInput } from '@store/shared/api';
import { storeApi } from '@store/shared/store';

export const confirmOrderApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** POST /orders/cash/confirm: the link's order and token, or the order number and code. */
    confirmCashOrder: build.mutation<CashConfirmed, CashConfirmInput>({
      query: (body) => ({ url: '/orders/cash/confirm', method: 'POST', body, answer: 'cashConfirmed' }),
      // The order's cash state moved: the order, and the lists showing it, read again.
      invalidatesTags: (_answer, _error, input) => [
        { type: 'Order', id: 'LIST' },
        ...('orderId' in input ? [{ type: 'Order' as const, id: input.orderId }] : []),
      ],
    }),
  }),
});
