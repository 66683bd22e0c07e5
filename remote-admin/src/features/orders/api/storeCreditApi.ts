import type { GoodwillInput, StoreCreditJson } from '@store/shared/api';
import { storeApi } from '@store/shared/store';

const path = (customerId: string) => `/admin/customers/${encodeURIComponent(customerId)}/store-credit`;
const tag = (customerId: string) => [{ type: 'Account' as const, id: `storeCredit:${customerId}` }];

/** A customer's store credit as the desk sees it, and goodwill granted or withdrawn. */
export const storeCreditApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/customers/{id}/store-credit. */
    customerCredit: build.query<StoreCreditJson, string>({
      query: (customerId) => ({ url: path(customerId), answer: 'deskStoreCredit' }),
      providesTags: (_answer, _error, customerId) => tag(customerId),
    }),
    /** POST .../grant or .../withdraw: goodwill with a reason; her credit as it now is. */
    changeGoodwill: build.mutation<
      StoreCreditJson,
      { customerId: string; change: 'grant' | 'withdraw'; input: GoodwillInput }
    >({
      query: ({ customerId, change, input }) => ({
        url: `${path(customerId)}/${change}`,
        method: 'POST',
        body: input,
        answer: 'deskStoreCredit',
      }),
      invalidatesTags: (_answer, _error, { customerId }) => tag(customerId),
    }),
  }),
});
