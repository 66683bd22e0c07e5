import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fitReportAnswer,
  paymentsReportAnswer,
  productsReportAnswer,
  reportRangeSchema,
  returnsReportAnswer,
  salesReportAnswer,
  salesReportQuerySchema,
  stockReportAnswer,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { sendCsv } from '../../http/csv';
import { fitReport } from './fitRollup';
import { paymentsReport } from './paymentsReport';
import { productsReport } from './productsReport';
import { fitCsv, paymentsCsv, productsCsv, returnsCsv, salesCsv, stockCsv } from './reportsCsv';
import { returnsReport } from './returnsReport';
import { salesReport } from './salesReport';
import { stockReport } from './stockReport';

/** A report's file name: what it is and its days ('sales-2026-11-09-to-2026-12-06'). */
const fileName = (report: string, { from, to }: { from: string; to: string }) => `${report}-${from}-to-${to}`;

/**
 * The money reports (reports/index.ts registers them behind forStaff('reports.revenue')): revenue received and
 * orders over time against the range before, and the payment mix. Their own plugin, so a role
 * that may see the other reports can be refused money.
 */
export const revenueReportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/reports/sales',
    { schema: { querystring: salesReportQuerySchema, response: { 200: salesReportAnswer } } },
    (request) => salesReport(db, request.query),
  );
  app.get('/admin/reports/sales.csv', { schema: { querystring: salesReportQuerySchema } }, async (request, reply) => {
    const report = await salesReport(db, request.query);
    return sendCsv(reply, fileName('sales', report), salesCsv(report));
  });
  app.get(
    '/admin/reports/payments',
    { schema: { querystring: reportRangeSchema, response: { 200: paymentsReportAnswer } } },
    (request) => paymentsReport(db, request.query),
  );
  app.get('/admin/reports/payments.csv', { schema: { querystring: reportRangeSchema } }, async (request, reply) => {
    const report = await paymentsReport(db, request.query);
    return sendCsv(reply, fileName('payments', report), paymentsCsv(report));
  });
};

/** The reports without money (admin only, as above): pieces sold, stock per size, returns, sizes running off their chart. */
export const catalogueReportRoutes: FastifyPluginAsyncZod<{ db: Database; fitMinAnswers: number }> = async (
  app,
  { db, fitMinAnswers },
) => {
  const reports = [
    { name: 'products', answer: productsReportAnswer, make: productsReport, csv: productsCsv },
    { name: 'stock', answer: stockReportAnswer, make: stockReport, csv: stockCsv },
    { name: 'returns', answer: returnsReportAnswer, make: returnsReport, csv: returnsCsv },
  ] as const;
  for (const { name, answer, make, csv } of reports) {
    app.get(
      `/admin/reports/${name}`,
      { schema: { querystring: reportRangeSchema, response: { 200: answer } } },
      (request) => make(db, request.query),
    );
    app.get(`/admin/reports/${name}.csv`, { schema: { querystring: reportRangeSchema } }, async (request, reply) => {
      const report = await make(db, request.query);
      return sendCsv(reply, fileName(name, report), (csv as (made: typeof report) => string)(report));
    });
  }

  app.get('/admin/reports/fit', { schema: { response: { 200: fitReportAnswer } } }, () => fitReport(db, fitMinAnswers));
  app.get('/admin/reports/fit.csv', async (_request, reply) =>
    sendCsv(reply, 'sizes-off-their-chart', fitCsv(await fitReport(db, fitMinAnswers))),
  );
};
