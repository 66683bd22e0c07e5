import type { Section } from '@store/shared/catalog';
import type { AdminCounts, BagFigures } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

/** One size of one product that is low or out; `size` is its stock key ('M', 'upper:L'). */
export interface StockLine {
  productId: string;
  name: string;
  category: Section;
  size: string;
  left: number;
}

export interface StockSummary {
  low: StockLine[];
  out: StockLine[];
}

export const dashboardApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/counts: products per section, orders per state, rupees received. */
    adminCounts: build.query<AdminCounts, void>({
      query: () => ({ url: '/admin/counts', answer: 'adminCounts' }),
      providesTags: ['Dashboard'],
    }),
    /** GET /admin/stock/summary: every size low or out; an order or a product edit moves it. */
    stockSummary: build.query<StockSummary, void>({
      query: () => ({ url: '/admin/stock/summary', answer: 'stockSummary' }),
      providesTags: ['Dashboard'],
    }),
    /** GET /admin/bags/figures?days=: left bags of the period, reminded, recovered (count and revenue). */
    bagFigures: build.query<BagFigures, number>({
      query: (days) => ({ url: '/admin/bags/figures', params: { days }, answer: 'bagFigures' }),
      providesTags: ['Dashboard'],
    }),
  }),
});
