import { formatRupees } from '@store/shared/format';
import { BAG_FIGURE_DAYS } from '@store/shared/schemas';
import { StatusText, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { dashboardApi } from '../api/dashboardApi';
import { Figures } from './Figures';

const Card = styled.section`
  margin-top: ${theme.space.md};
  padding: 20px;
  border: 1px solid ${theme.color.line};
  border-radius: 8px;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 12px;
  }
  h2 {
    margin: 0;
    font: 700 20px/1.2 ${theme.font.display};
  }
  select {
    min-height: 44px;
  }
`;

const PERIOD_LABEL: Record<(typeof BAG_FIGURE_DAYS)[number], string> = {
  1: 'Last 24 hours',
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
};

/**
 * Left bags of a period (bags last changed in it): left (idle past the reminder time), reminded,
 * and recovered (ordered from a reminder's link) with those orders' revenue.
 */
export function LeftBagsCard() {
  const [days, setDays] = useState<(typeof BAG_FIGURE_DAYS)[number]>(7);
  const { data, isError } = dashboardApi.useBagFiguresQuery(days);
  const figures: [string, string | number][] = data
    ? [
        ['Bags left', data.left],
        ['Reminded', data.reminded],
        ['Reminders sent', data.reminders],
        ['Recovered', data.recovered],
        ['Recovered revenue', formatRupees(data.recoveredRevenue)],
      ]
    : [];
  return (
    <Card aria-labelledby="left-bags-heading">
      <header>
        <h2 id="left-bags-heading">Left bags</h2>
        <label>
          Period{' '}
          <select value={days} onChange={(event) => setDays(Number(event.target.value) as typeof days)}>
            {BAG_FIGURE_DAYS.map((option) => (
              <option key={option} value={option}>
                {PERIOD_LABEL[option]}
              </option>
            ))}
          </select>
        </label>
      </header>
      {isError ? (
        <StatusText role="alert">Could not load the left bags&apos; figures.</StatusText>
      ) : !data ? (
        <StatusText role="status">Loading left bags...</StatusText>
      ) : (
        <Figures figures={figures} />
      )}
    </Card>
  );
}
