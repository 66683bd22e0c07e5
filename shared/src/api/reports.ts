import { z } from 'zod';
import { indiaDay, indiaDayPlus, indiaTimeOn } from '../format/dates';
import { RETURN_REASONS } from '../catalog/returns';
import { calendarDay } from './dates';

/*
 * The owner's reports (GET /admin/reports/...; the admin's Insights tab). Days are India's; a
 * range is whole days, `from` and `to` both included. Money is in rupees, as the dashboard's.
 * The money reports (sales, payments) are routes of their own, so a role can be refused them.
 */

/** The longest range a report answers: a year and a day (a leap year's Monday to Monday). */
export const REPORT_MAX_DAYS = 367;
/** The range a report shows when none is asked: the last four weeks, today included. */
export const REPORT_DEFAULT_DAYS = 28;
/** The first and last days a report may name. */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2099-12-31';
export const REPORT_GRAINS = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

/** Days from `from` to `to`, both counted ('2026-12-01'..'2026-12-07' is 7). */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The range just before, as long: what a report compares with. */
export const previousRange = ({ from, to }: { from: string; to: string }) => ({
  from: indiaDayPlus(-daysInRange(from, to), indiaTimeOn(from)),
  to: indiaDayPlus(-1, indiaTimeOn(from)),
});

/** A range asked for, its days filled in: to today, from four weeks before `to`. */
export function filledRange({ from, to }: { from?: string; to?: string }) {
  const last = to ?? indiaDay();
  return { from: from ?? indiaDayPlus(1 - REPORT_DEFAULT_DAYS, indiaTimeOn(last)), to: last };
}
export type ReportRange = ReturnType<typeof filledRange>;

const rangeFields = {
  from: calendarDay('must be a day, YYYY-MM-DD').optional(),
  to: calendarDay('must be a day, YYYY-MM-DD').optional(),
};
/** From no later than to, and at most REPORT_MAX_DAYS apart (once filled). */
const rangeIssue = (asked: { from?: string; to?: string }, context: z.RefinementCtx) => {
  const { from, to } = filledRange(asked);
  // The store's years: a day far out would make an instant (or the range before) no database keeps.
  for (const field of ['from', 'to'] as const) {
    const day = asked[field];
    if (day && (day < REPORT_FIRST_DAY || day > REPORT_LAST_DAY))
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `must be from ${REPORT_FIRST_DAY} to ${REPORT_LAST_DAY}`,
      });
  }
  if (from > to) context.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
  else if (daysInRange(from, to) > REPORT_MAX_DAYS)
    context.addIssue({
      code: 'custom',
      path: ['from'],
      message: `must be at most ${REPORT_MAX_DAYS - 1} days before to`,
    });
};

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (India's days, both included): the last four weeks when not given. */
export const reportRangeSchema = z.object(rangeFields).superRefine(rangeIssue);

/** The sales report's range and how finely it is cut. */
export const salesReportQuerySchema = z
  .object({
    ...rangeFields,
    grain: z.enum(REPORT_GRAINS, { message: 'must be day, week or month' }).default('day'),
  })
  .superRefine(rangeIssue);
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

const range = { from: z.string(), to: z.string() };

/** One cut of the sales: money received (payments less processed refunds), orders placed, their average value. */
const salesFigures = z.object({ revenue: z.number(), orders: z.number().int(), averageOrderValue: z.number() });
export type SalesFigures = z.infer<typeof salesFigures>;

/** GET /admin/reports/sales: per day, week or month (its first day), this range and the one before. */
export const salesReportAnswer = z.object({
  ...range,
  grain: z.enum(REPORT_GRAINS),
  periods: z.array(salesFigures.extend({ start: z.string() })),
  totals: salesFigures,
  previous: z.object({ ...range, periods: z.array(salesFigures.extend({ start: z.string() })), totals: salesFigures }),
});
export type SalesReport = z.infer<typeof salesReportAnswer>;

/** GET /admin/reports/payments: the money by how it was paid (`payments.method`: card, cash, and any new method). */
export const paymentsReportAnswer = z.object({
  ...range,
  methods: z.array(
    z.object({
      method: z.string(),
      payments: z.number().int(),
      received: z.number(),
      refunded: z.number(),
      net: z.number(),
    }),
  ),
});
export type PaymentsReport = z.infer<typeof paymentsReportAnswer>;

/** GET /admin/reports/products: pieces sold (orders placed in the range), the top pieces and each section. */
export const productsReportAnswer = z.object({
  ...range,
  pieces: z.array(z.object({ productId: z.string(), name: z.string(), category: z.string(), sold: z.number().int() })),
  categories: z.array(z.object({ category: z.string(), sold: z.number().int() })),
});
export type ProductsReport = z.infer<typeof productsReportAnswer>;

/**
 * GET /admin/reports/stock: per stock size ('M', 'upper:L', 'lower:34'), pieces left now, sold
 * in the range, sell-through (sold of sold + left, %), and how many pieces are low (1-3) or out;
 * then the pieces low or out, the fastest selling first.
 */
export const stockReportAnswer = z.object({
  ...range,
  sizes: z.array(
    z.object({
      size: z.string(),
      onHand: z.number().int(),
      sold: z.number().int(),
      sellThrough: z.number(),
      low: z.number().int(),
      out: z.number().int(),
    }),
  ),
  pieces: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      onHand: z.number().int(),
      sold: z.number().int(),
      sellThrough: z.number(),
    }),
  ),
});
export type StockReport = z.infer<typeof stockReportAnswer>;

const returnCounts = { returns: z.number().int(), exchanges: z.number().int() };
/**
 * GET /admin/reports/returns: requests made in the range (refused ones not counted) by reason, by
 * size and by piece; a piece's return rate is its requests of its pieces sold in the range (%).
 */
export const returnsReportAnswer = z.object({
  ...range,
  byReason: z.array(z.object({ reason: z.enum(RETURN_REASONS), ...returnCounts })),
  bySize: z.array(z.object({ size: z.string(), ...returnCounts })),
  pieces: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sold: z.number().int(),
      ...returnCounts,
      returnRate: z.number(),
    }),
  ),
});
export type ReturnsReport = z.infer<typeof returnsReportAnswer>;

/** GET /admin/reports/fit: the sizes that run off their size chart (sizeFit.ts's rule), the most answers first. */
export const fitReportAnswer = z.object({
  /** FIT_MIN_ANSWERS: the answers a size needs. */
  minAnswers: z.number().int(),
  sizes: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      small: z.number().int(),
      true: z.number().int(),
      large: z.number().int(),
      runs: z.enum(['small', 'large']),
    }),
  ),
});
export type FitReport = z.infer<typeof fitReportAnswer>;
