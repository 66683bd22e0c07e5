import { RETURN_REASON_LABELS, stockKeyLabel } from '@store/shared/catalog';
import { theme } from '@store/shared/ui';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { insightsApi, type ReportDays } from '../api/insightsApi';
import { ReportSection } from './ReportSection';

const count = (value: number) => value.toLocaleString('en-IN');
const percent = (value: number) => `${value}%`;
/** A report's size: a stock key, or a made-to-measure piece. */
const sizeLabel = (size: string) => (size === 'made-to-measure' ? 'Made to measure' : stockKeyLabel(size));
const SECTION_WORDS: Record<string, string> = { mens: 'Mens', womens: 'Womens', accessories: 'Accessories' };
const RETURN_SERIES = [
  { key: 'returns', label: 'Returns (refund)', color: theme.color.danger },
  { key: 'exchanges', label: 'Exchanges', color: theme.color.accent },
];
const split = ({ returns, exchanges }: { returns: number; exchanges: number }) => ({ returns, exchanges });

/** The reports without money: the best sellers and sections, stock per size, returns. */
export function CatalogueSections({ days }: { days: ReportDays }) {
  const products = insightsApi.useProductsReportQuery(days);
  const stock = insightsApi.useStockReportQuery(days);
  const returns = insightsApi.useReturnsReportQuery(days);
  const sold = [{ key: 'sold', label: 'Pieces sold', color: theme.color.accent }];
  return (
    <>
      <ReportSection title="Top pieces and sections" report="products" params={days} state={products}>
        {products.data ? (
          <>
            <ChartWithTable
              title="Top pieces"
              categoryLabel="Piece"
              kind="bars"
              horizontal
              format={count}
              series={sold}
              rows={products.data.pieces.map((piece) => ({ label: piece.name, values: { sold: piece.sold } }))}
              empty="Nothing sold in this range."
            />
            <ChartWithTable
              title="Pieces sold by section"
              categoryLabel="Section"
              kind="bars"
              format={count}
              series={sold}
              rows={products.data.categories.map((row) => ({
                label: SECTION_WORDS[row.category] ?? row.category,
                values: { sold: row.sold },
              }))}
              empty="Nothing sold in this range."
            />
          </>
        ) : null}
      </ReportSection>
      <ReportSection title="Stock and sell-through" report="stock" params={days} state={stock}>
        {stock.data ? (
          <>
            <ChartWithTable
              title="Sell-through per size"
              categoryLabel="Size"
              kind="bars"
              format={percent}
              series={[{ key: 'sellThrough', label: 'Sell-through', color: theme.color.success }]}
              details={[
                { key: 'sold', label: 'Sold', color: '', format: count },
                { key: 'onHand', label: 'Left', color: '', format: count },
                { key: 'low', label: 'Pieces low (1-3)', color: '', format: count },
                { key: 'out', label: 'Pieces out', color: '', format: count },
              ]}
              rows={stock.data.sizes.map(({ size, ...values }) => ({ label: sizeLabel(size), values }))}
              empty="No pieces on sale."
            />
            <ChartWithTable
              title="Low or out, fastest selling first"
              categoryLabel="Piece and size"
              kind="bars"
              horizontal
              format={percent}
              series={[{ key: 'sellThrough', label: 'Sell-through', color: theme.color.danger }]}
              details={[
                { key: 'sold', label: 'Sold', color: '', format: count },
                { key: 'onHand', label: 'Left', color: '', format: count },
              ]}
              rows={stock.data.pieces.map((piece) => ({
                label: `${piece.name} · ${sizeLabel(piece.size)}`,
                values: { sellThrough: piece.sellThrough, sold: piece.sold, onHand: piece.onHand },
              }))}
              empty="Every size has more than 3 pieces."
            />
          </>
        ) : null}
      </ReportSection>
      <ReportSection title="Returns and exchanges" report="returns" params={days} state={returns}>
        {returns.data ? (
          <>
            <ChartWithTable
              title="By reason"
              categoryLabel="Reason"
              kind="stacked"
              format={count}
              series={RETURN_SERIES}
              rows={returns.data.byReason.map((row) => ({
                label: RETURN_REASON_LABELS[row.reason],
                values: split(row),
              }))}
              empty="No returns asked for in this range."
            />
            <ChartWithTable
              title="By size"
              categoryLabel="Size"
              kind="stacked"
              format={count}
              series={RETURN_SERIES}
              rows={returns.data.bySize.map((row) => ({ label: sizeLabel(row.size), values: split(row) }))}
              empty="No returns asked for in this range."
            />
            <ChartWithTable
              title="Return rate per piece"
              categoryLabel="Piece"
              kind="bars"
              horizontal
              format={percent}
              series={[{ key: 'returnRate', label: 'Asked back of those sold', color: theme.color.danger }]}
              details={[
                { key: 'sold', label: 'Sold', color: '', format: count },
                { key: 'returns', label: 'Returns', color: '', format: count },
                { key: 'exchanges', label: 'Exchanges', color: '', format: count },
              ]}
              rows={returns.data.pieces.map(({ name, productId: _id, ...values }) => ({ label: name, values }))}
              empty="None of the pieces sold in this range was asked back."
            />
          </>
        ) : null}
      </ReportSection>
    </>
  );
}
