import { formatRupees } from '@store/shared/format';
import { PageTitle, StatusText, notify } from '@store/shared/ui';
import { useEffect } from 'react';
import { dashboardApi } from '../api/dashboardApi';
import { Figures } from './Figures';
import { LeftBagsCard } from './LeftBagsCard';
import { StockCard } from './StockCard';

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
          // Only for a role that sees revenue (the API leaves it out for the others).
          ...(counts.revenueReceived === undefined
            ? []
            : [['Revenue received', formatRupees(counts.revenueReceived)] as [string, string]]),
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
      {counts === null ? <StatusText role="status">Loading...</StatusText> : <Figures figures={cards} />}
      <StockCard />
      <LeftBagsCard />
    </section>
  );
}
