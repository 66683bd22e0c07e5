import type { DeliveryIssue, DeliveryIssueAnswerInput } from '@store/shared/api';
import { storeApi } from '@store/shared/store';

export const deliveryIssueApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /delivery-issues/{token}: the failed attempt the signed link names (no sign-in: the token is the proof). */
    deliveryIssue: build.query<DeliveryIssue, string>({
      query: (token) => ({ url: `/delivery-issues/${encodeURIComponent(token)}`, answer: 'deliveryIssue' }),
    }),
    /** POST /delivery-issues/{token}: deliver again or cancel; 410 once it is answered or closed. */
    answerDeliveryIssue: build.mutation<DeliveryIssue, { token: string; answer: DeliveryIssueAnswerInput }>({
      query: ({ token, answer }) => ({
        url: `/delivery-issues/${encodeURIComponent(token)}`,
        method: 'POST',
        body: answer,
        answer: 'deliveryIssue',
      }),
      // Her orders show the new plan (or the cancellation) when she opens them next.
      invalidatesTags: (_answer, error) => (error ? [] : [{ type: 'Order', id: 'LIST' }]),
    }),
  }),
});

export const { useDeliveryIssueQuery, useAnswerDeliveryIssueMutation } = deliveryIssueApi;
