import { downloadFile, type DeskReturnJson, type RefundRetry } from '@store/shared/api';
import { storeApi } from '@store/shared/store';

const path = (id: string, action: string) => `/admin/returns/${encodeURIComponent(id)}/${action}`;

/** What a desk step on a return changes: the return, the queues and the order's own page (its returns). */
const moved = (entry: DeskReturnJson | undefined, id: string) => [
  { type: 'Return' as const, id },
  { type: 'Return' as const, id: 'LIST' },
  ...(entry ? [{ type: 'Order' as const, id: entry.orderId }] : []),
];

export const returnsApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/returns: the open returns, oldest first, or every return, newest first. */
    deskReturns: build.query<DeskReturnJson[], 'open' | 'all'>({
      query: (view) => ({ url: '/admin/returns', params: { view }, answer: 'deskReturns' }),
      providesTags: (entries = []) => [
        ...entries.map((entry) => ({ type: 'Return' as const, id: entry._id })),
        { type: 'Return', id: 'LIST' },
      ],
    }),
    /** PUT /admin/returns/{id}/state: the next step (a refusal with its reason; a refund to store credit). */
    moveReturn: build.mutation<DeskReturnJson, { id: string; to: string; reason?: string; refundTo?: 'credit' }>({
      query: ({ id, to, reason, refundTo }) => ({
        url: path(id, 'state'),
        method: 'PUT',
        body: { to, ...(reason ? { reason } : {}), ...(refundTo ? { refundTo } : {}) },
        answer: 'deskReturn',
      }),
      invalidatesTags: (entry, _error, { id }) => moved(entry, id),
    }),
    /** PUT /admin/returns/{id}/stage: an alteration's next production stage. */
    moveReturnStage: build.mutation<DeskReturnJson, { id: string; stage: string }>({
      query: ({ id, stage }) => ({ url: path(id, 'stage'), method: 'PUT', body: { stage }, answer: 'deskReturn' }),
      invalidatesTags: (entry, _error, { id }) => moved(entry, id),
    }),
    /** POST /admin/returns/{id}/payout: a cash refund paid to the customer's account, with its reference. */
    recordPayout: build.mutation<DeskReturnJson, { id: string; reference: string }>({
      query: ({ id, reference }) => ({
        url: path(id, 'payout'),
        method: 'POST',
        body: { reference },
        answer: 'deskReturn',
      }),
      invalidatesTags: (entry, _error, { id }) => [...moved(entry, id), 'Dashboard'],
    }),
    /** POST /admin/returns/{id}/sellable: the returned piece goes back on sale (stock +1). */
    markReturnSellable: build.mutation<DeskReturnJson, string>({
      query: (id) => ({ url: path(id, 'sellable'), method: 'POST', body: {}, answer: 'deskReturn' }),
      invalidatesTags: (entry, _error, id) => [...moved(entry, id), 'Dashboard'],
    }),
    /** POST /admin/refunds/{id}/retry: a provider refund stuck unrecorded, recovered now (found, asked again or released). */
    retryRefund: build.mutation<RefundRetry, { id: string; returnId: string }>({
      query: ({ id }) => ({
        url: `/admin/refunds/${encodeURIComponent(id)}/retry`,
        method: 'POST',
        body: {},
        answer: 'refundRetry',
      }),
      invalidatesTags: (_answer, _error, { returnId }) => [...moved(undefined, returnId), 'Dashboard'],
    }),
  }),
});

export const downloadCreditNote = (id: string) => downloadFile(path(id, 'credit-note'));
