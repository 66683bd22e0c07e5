import type { ShippingStats } from '@store/shared/api';
import { formatDay } from '@store/shared/format';
import { SelectField, StatusText, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ChartWithTable, type ChartRow } from '../../../components/charts/ChartWithTable';
import { shippingApi } from '../../../api/shippingApi';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  > label,
  > div:first-child {
    max-width: 220px;
  }
`;

const RATES = [
  { key: 'deliveredRate', label: 'Delivered', color: theme.color.success },
  { key: 'rtoRate', label: 'RTO', color: theme.color.danger },
];
const COUNTS = [
  { key: 'delivered', label: 'Delivered parcels' },
  { key: 'rto', label: 'RTO parcels' },
].map((count) => ({ ...count, color: '', format: (value: number) => value.toLocaleString('en-IN') }));

const percent = (value: number) => `${Math.round(value)}%`;
const METHOD_WORDS: Record<string, string> = { cash: 'Cash on delivery', prepaid: 'Prepaid' };

/** Delivered and RTO as shares of the parcels that finished, with the counts behind them. */
function rateRow(label: string, { delivered, rto }: { delivered: number; rto: number }): ChartRow {
  const finished = delivered + rto;
  return {
    label,
    values: {
      delivered,
      rto,
      deliveredRate: finished ? (delivered / finished) * 100 : 0,
      rtoRate: finished ? (rto / finished) * 100 : 0,
    },
  };
}

const weekLabel = (week: string) => (/^\d{4}-\d{2}-\d{2}$/.test(week) ? formatDay(week) : week);

function Charts({ stats }: { stats: ShippingStats }) {
  const rates = { series: RATES, details: COUNTS, kind: 'stacked' as const, format: percent };
  // The states with the most parcels first: the ones the RTO rate matters for.
  const states = [...stats.byState].sort((a, b) => b.delivered + b.rto - (a.delivered + a.rto));
  return (
    <>
      <ChartWithTable
        title="Delivered vs RTO by week"
        categoryLabel="Week of"
        {...rates}
        rows={stats.weeks.map((week) => rateRow(weekLabel(week.week), week))}
      />
      <ChartWithTable
        title="Delivered vs RTO by payment"
        categoryLabel="Payment"
        {...rates}
        rows={stats.byMethod.map((entry) => rateRow(METHOD_WORDS[entry.method] ?? entry.method, entry))}
      />
      <ChartWithTable
        title="Delivered vs RTO by courier"
        categoryLabel="Courier"
        {...rates}
        horizontal
        rows={stats.byCourier.map((entry) => rateRow(entry.courier, entry))}
      />
      <ChartWithTable
        title="Delivered vs RTO by state"
        categoryLabel="State"
        {...rates}
        horizontal
        rows={states.map((entry) => rateRow(entry.state, entry))}
      />
      <ChartWithTable
        title="Failed deliveries (NDR) per week"
        categoryLabel="Week of"
        kind="bars"
        format={(value) => value.toLocaleString('en-IN')}
        series={[
          { key: 'opened', label: 'Opened', color: theme.color.accent },
          { key: 'resolved', label: 'Resolved', color: theme.color.success },
        ]}
        rows={stats.weeks.map((week) => ({
          label: weekLabel(week.week),
          values: { opened: week.ndrOpened, resolved: week.ndrResolved },
        }))}
      />
    </>
  );
}

/** Shipping figures (admin only): how parcels end, by week, payment, courier and state; NDRs settled. */
export default function ShippingCharts() {
  const [weeks, setWeeks] = useState(12);
  const stats = shippingApi.useShippingStatsQuery(weeks);
  return (
    <Grid>
      <SelectField label="Weeks" value={String(weeks)} onChange={(event) => setWeeks(Number(event.target.value))}>
        {[4, 12, 26, 52].map((count) => (
          <option key={count} value={count}>
            Last {count} weeks
          </option>
        ))}
      </SelectField>
      {stats.isError ? (
        <StatusText role="alert">The figures could not be loaded.</StatusText>
      ) : !stats.data ? (
        <StatusText role="status">Loading figures...</StatusText>
      ) : (
        <Charts stats={stats.data} />
      )}
    </Grid>
  );
}
