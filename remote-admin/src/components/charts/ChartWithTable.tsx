import { StatusText, theme } from '@store/shared/ui';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { CardTable } from '../CardTable';
import type { ChartDrawing as Drawing, ChartSeries } from './chartTypes';

export type { ChartRow, ChartSeries } from './chartTypes';

// The charting library loads with the first chart, never with the admin's first screen.
const ChartDrawing = lazy(() => import('./ChartDrawing'));

const Figure = styled.figure`
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
  figcaption {
    font: ${theme.weight.semibold} ${theme.size.md} / 1.3 ${theme.font.body};
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    figcaption {
      grid-column: 1 / -1;
    }
  }
`;

const TableBox = styled.div`
  max-height: 320px;
  overflow: auto;
`;

/**
 * A chart with its numbers as a table beside it (below on a phone): the table is what a screen
 * reader reads and what the admin copies from; the drawing loads lazily with the chart library.
 * `details`: more columns for the table only (the counts behind a chart of rates).
 */
export function ChartWithTable({
  title,
  categoryLabel,
  details = [],
  empty = 'No parcels yet.',
  ...drawing
}: Drawing & {
  title: string;
  categoryLabel: string;
  details?: readonly (ChartSeries & { format?: (value: number) => string })[];
  /** What an empty chart says instead ('No parcels yet.'). */
  empty?: string;
}) {
  const captionId = useId();
  if (!drawing.rows.length)
    return (
      <Figure aria-labelledby={captionId}>
        <figcaption id={captionId}>{title}</figcaption>
        <StatusText>{empty}</StatusText>
      </Figure>
    );
  const columns = [
    ...drawing.series.map((series) => ({ ...series, format: drawing.format })),
    ...details.map((detail) => ({ ...detail, format: detail.format ?? String })),
  ];
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <Suspense fallback={<StatusText role="status">Drawing the chart...</StatusText>}>
        <ChartDrawing {...drawing} />
      </Suspense>
      <TableBox>
        <CardTable>
          <caption>{title}: the numbers</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {drawing.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.label}>
                    {column.format(row.values[column.key] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </CardTable>
      </TableBox>
    </Figure>
  );
}
