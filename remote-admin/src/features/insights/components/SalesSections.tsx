import { formatDay, formatRupees } from '@store/shared/format';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { ChartWithTable } from '../../../components/charts/ChartWithTable';
import { insightsApi, type ReportDays, type ReportGrain, type SalesReport } from '../api/insightsApi';
import { changeText } from '../reportDays';
import { ReportSection } from './ReportSection';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  div {
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.cream};
  }
  dt {
    color: ${theme.color.muted};
    font-size: ${theme.size.sm};
  }
  dd {
    margin: 6px 0 0;
    font: 700 ${theme.size.xl} / 1.1 ${theme.font.display};
  }
  small {
    display: block;
    margin-top: 4px;
    font: ${theme.size.sm} / 1.3 ${theme.font.body};
    color: ${theme.color.muted};
  }
`;

const count = (value: number) => value.toLocaleString('en-IN');
const PERIOD_WORDS: Record<ReportGrain, string> = { day: 'Day', week: 'Week of', month: 'Month' };

/** A period by its first day: '4 Mar 2025', or 'Mar 2025' for a month. */
const periodLabel = (start: string, grain: ReportGrain) =>
  grain === 'month'
    ? new Date(`${start}T00:00:00Z`).toLocaleDateString('en-IN', { timeZone: 'UTC', month: 'short', year: 'numeric' })
    : formatDay(start);
const METHOD_WORDS: Record<string, string> = {
  card: 'Card / UPI',
  cash: 'Cash on delivery',
  credit: 'Store credit',
  giftCard: 'Gift card',
};

/** This range's periods beside the range before's, position by position (its 3rd day against the 3rd day before). */
function compared(report: SalesReport, value: 'revenue' | 'orders') {
  return report.periods.map((period, index) => ({
    label: periodLabel(period.start, report.grain),
    values: {
      now: period[value],
      before: report.previous.periods[index]?.[value] ?? 0,
      averageOrderValue: period.averageOrderValue,
    },
  }));
}

function Headline({ report }: { report: SalesReport }) {
  const { totals, previous } = report;
  const cards: [string, string, number, number][] = [
    ['Revenue received', formatRupees(totals.revenue), totals.revenue, previous.totals.revenue],
    ['Orders', count(totals.orders), totals.orders, previous.totals.orders],
    [
      'Average order value',
      formatRupees(totals.averageOrderValue),
      totals.averageOrderValue,
      previous.totals.averageOrderValue,
    ],
  ];
  return (
    <Cards>
      {cards.map(([label, shown, now, before]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{shown}</dd>
          <small>
            {changeText(now, before) || 'nothing'} vs {formatDay(previous.from)} – {formatDay(previous.to)}
          </small>
        </div>
      ))}
    </Cards>
  );
}

/** The money reports: revenue and orders against the period before, the average order, the payment mix. */
export function SalesSections({ days, grain }: { days: ReportDays; grain: ReportGrain }) {
  const sales = insightsApi.useSalesReportQuery({ ...days, grain });
  const payments = insightsApi.usePaymentsReportQuery(days);
  const comparison = (title: string) => [
    { key: 'now', label: title, color: theme.color.accent },
    { key: 'before', label: 'Period before', color: theme.color.control },
  ];
  return (
    <>
      <ReportSection title="Sales" report="sales" params={{ ...days, grain }} state={sales}>
        {sales.data ? (
          <>
            <Headline report={sales.data} />
            <ChartWithTable
              title="Revenue received"
              categoryLabel={PERIOD_WORDS[grain]}
              kind="lines"
              format={formatRupees}
              series={comparison('This period')}
              rows={compared(sales.data, 'revenue')}
              empty="No days in this range."
            />
            <ChartWithTable
              title="Orders placed"
              categoryLabel={PERIOD_WORDS[grain]}
              kind="bars"
              format={count}
              series={comparison('This period')}
              rows={compared(sales.data, 'orders')}
              details={[{ key: 'averageOrderValue', label: 'Average order value', color: '', format: formatRupees }]}
              empty="No days in this range."
            />
          </>
        ) : null}
      </ReportSection>
      <ReportSection title="Payment mix" report="payments" params={days} state={payments}>
        {payments.data ? (
          <ChartWithTable
            title="Money by payment method"
            categoryLabel="Method"
            kind="bars"
            format={formatRupees}
            series={[
              { key: 'received', label: 'Received', color: theme.color.success },
              { key: 'refunded', label: 'Refunded', color: theme.color.danger },
            ]}
            details={[
              { key: 'net', label: 'Net', color: '', format: formatRupees },
              { key: 'payments', label: 'Payments', color: '', format: count },
            ]}
            rows={payments.data.methods.map((method) => ({
              label: METHOD_WORDS[method.method] ?? method.method,
              values: {
                received: method.received,
                refunded: method.refunded,
                net: method.net,
                payments: method.payments,
              },
            }))}
            empty="No money received in this range."
          />
        ) : null}
      </ReportSection>
    </>
  );
}
