import { downloadFile } from '@store/shared/api';
import type {
  FitReport,
  PaymentsReport,
  ProductsReport,
  ReportGrain,
  ReturnsReport,
  SalesReport,
  StockReport,
} from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';

export type { FitReport, PaymentsReport, ProductsReport, ReportGrain, ReturnsReport, SalesReport, StockReport };

/** The days a report covers, India's, both included (YYYY-MM-DD): a type, so it is the query's params as is. */
export type ReportDays = { from: string; to: string };

/** The reports the Insights tab reads, each a GET /admin/reports/<name> with the same range. */
export const REPORT_NAMES = ['sales', 'payments', 'products', 'stock', 'returns', 'fit'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** A report as its spreadsheet (the API's <name>.csv), downloaded under the API's file name. */
export const downloadReport = (name: ReportName, params: object) =>
  downloadFile(`/admin/reports/${name}.csv`, { params });

// An order, a refund or a stock change moves the figures: they are read afresh each time the tab opens.
const fresh = { keepUnusedDataFor: 30 };

export const insightsApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    salesReport: build.query<SalesReport, ReportDays & { grain: ReportGrain }>({
      query: (params) => ({ url: '/admin/reports/sales', params, answer: 'salesReport' }),
      ...fresh,
    }),
    paymentsReport: build.query<PaymentsReport, ReportDays>({
      query: (params) => ({ url: '/admin/reports/payments', params, answer: 'paymentsReport' }),
      ...fresh,
    }),
    productsReport: build.query<ProductsReport, ReportDays>({
      query: (params) => ({ url: '/admin/reports/products', params, answer: 'productsReport' }),
      ...fresh,
    }),
    stockReport: build.query<StockReport, ReportDays>({
      query: (params) => ({ url: '/admin/reports/stock', params, answer: 'stockReport' }),
      ...fresh,
    }),
    returnsReport: build.query<ReturnsReport, ReportDays>({
      query: (params) => ({ url: '/admin/reports/returns', params, answer: 'returnsReport' }),
      ...fresh,
    }),
    fitReport: build.query<FitReport, void>({
      query: () => ({ url: '/admin/reports/fit', answer: 'fitReport' }),
      ...fresh,
    }),
  }),
});
