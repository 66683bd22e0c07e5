import type { ProductionPiece } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

export type { ProductionPiece } from '@store/shared/schemas';

/** The workshop's queue and its one move (what the workshop role may call). */
export const productionApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    productionQueue: build.query<ProductionPiece[], void>({
      query: () => ({ url: '/admin/production', answer: 'productionQueue' }),
    }),
    movePiece: build.mutation<unknown, { orderId: string; lineId: string; stage: string }>({
      query: ({ orderId, lineId, stage }) => ({
        url: `/admin/orders/${orderId}/items/${lineId}/stage`,
        method: 'PUT',
        body: { stage },
        answer: 'deskOrder',
      }),
    }),
  }),
});
