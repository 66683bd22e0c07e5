import type {
  FitReport,
  PaymentsReport,
  ProductsReport,
  ReturnsReport,
  SalesReport,
  StockReport,
} from '@store/shared/schemas';
import { csvDocument } from '../../http/csv';

/*
 * Each report as the spreadsheet the owner downloads: the figures the tab's tables show, one row
 * each, money in rupees. A report of two lists writes both, the second after a blank line.
 */

const twoLists = (first: string, second: string) => `${first}\r\n${second.replace(/^\uFEFF/, '')}`;

export function salesCsv(report: SalesReport): string {
  const header = [`Period (${report.grain}) from`, 'Revenue received (Rs.)', 'Orders', 'Average order value (Rs.)'];
  const rows = (periods: SalesReport['periods']) =>
    periods.map((period) => [period.start, period.revenue, period.orders, period.averageOrderValue]);
  return twoLists(
    csvDocument(header, rows(report.periods)),
    csvDocument([`Previous ${header[0]}`, ...header.slice(1)], rows(report.previous.periods)),
  );
}

export const paymentsCsv = (report: PaymentsReport) =>
  csvDocument(
    ['Method', 'Payments', 'Received (Rs.)', 'Refunded (Rs.)', 'Net (Rs.)'],
    report.methods.map((row) => [row.method, row.payments, row.received, row.refunded, row.net]),
  );

export const productsCsv = (report: ProductsReport) =>
  twoLists(
    csvDocument(
      ['Piece', 'Section', 'Pieces sold'],
      report.pieces.map((row) => [row.name, row.category, row.sold]),
    ),
    csvDocument(
      ['Section', 'Pieces sold'],
      report.categories.map((row) => [row.category, row.sold]),
    ),
  );

export const stockCsv = (report: StockReport) =>
  twoLists(
    csvDocument(
      ['Size', 'Left', 'Sold', 'Sell-through (%)', 'Pieces low', 'Pieces out'],
      report.sizes.map((row) => [row.size, row.onHand, row.sold, row.sellThrough, row.low, row.out]),
    ),
    csvDocument(
      ['Piece', 'Size', 'Left', 'Sold', 'Sell-through (%)'],
      report.pieces.map((row) => [row.name, row.size, row.onHand, row.sold, row.sellThrough]),
    ),
  );

export const returnsCsv = (report: ReturnsReport) =>
  twoLists(
    twoLists(
      csvDocument(
        ['Reason', 'Returns', 'Exchanges'],
        report.byReason.map((row) => [row.reason, row.returns, row.exchanges]),
      ),
      csvDocument(
        ['Size', 'Returns', 'Exchanges'],
        report.bySize.map((row) => [row.size, row.returns, row.exchanges]),
      ),
    ),
    csvDocument(
      ['Piece', 'Sold', 'Returns', 'Exchanges', 'Return rate (%)'],
      report.pieces.map((row) => [row.name, row.sold, row.returns, row.exchanges, row.returnRate]),
    ),
  );

export const fitCsv = (report: FitReport) =>
  csvDocument(
    ['Piece', 'Size', 'Runs', 'Said small', 'Said true', 'Said large'],
    report.sizes.map((row) => [row.name, row.size, row.runs, row.small, row.true, row.large]),
  );
