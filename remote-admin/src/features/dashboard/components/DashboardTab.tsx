import { formatRupees } from '@store/shared/format';
import { PageTitle, StatusText, notify, theme } from '@store/shared/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { dashboardApi } from '../api/dashboardApi';
import { LeftBagsCard } from './LeftBagsCard';
import { StockCard } from './StockCard';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  div {
    padding: 20px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
    background: ${theme.color.cream};
  }
  dt {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  dd {
    margin: 8px 0 0;
    font: 700 28px/1 ${theme.font.display};
  }
`;

/**
 * 'Admin Dashboard': the product's three product counts, then orders by state and money received,
 * then the sizes low and out, then the left bags of a period.
 */
export function DashboardTab() {
  const { data, isError } = dashboardApi.useAdminCountsQuery();
  useEffect(() => {
    if (isError) notify.error('Failed to fetch dashboard data');
  }, [isError]);
  const counts = isError ? ('failed' as const) : (data ?? null);

  const cards: [string, string | number][] =
    counts && counts !== 'failed'
      ? [
          ['Mens Products', counts.mens],
          ['Womens Products', counts.womens],
          ['Luxury Accessories', counts.accessories],
          ['Orders', counts.orders.total],
          ['Partly paid', counts.orders.partialPaid],
          ['Completed', counts.orders.completed],
          ['Revenue received', formatRupees(counts.revenueReceived)],
        ]
      : counts === 'failed'
        ? [
            ['Mens Products', 0],
            ['Womens Products', 0],
            ['Luxury Accessories', 0],
          ]
        : [];
  return (
    <section>
      <PageTitle>Admin Dashboard</PageTitle>
      {counts === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : (
        <Cards>
          {cards.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Cards>
      )}
      <StockCard />
      <LeftBagsCard />
    </section>
  );
}
