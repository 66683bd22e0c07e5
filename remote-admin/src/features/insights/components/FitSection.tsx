import { stockKeyLabel } from '@store/shared/catalog';
import { StatusText } from '@store/shared/ui';
import { CardTable } from '../../../components/CardTable';
import { insightsApi } from '../api/insightsApi';
import { ReportSection } from './ReportSection';

/**
 * The sizes whose buyers say they run off the size chart (returns for too small or too large,
 * reviews' fit): the desk's list to fix the chart or the pattern. All time, not the range.
 */
export function FitSection() {
  const fit = insightsApi.useFitReportQuery();
  return (
    <ReportSection title="Sizes running off their chart" report="fit" params={{}} state={fit}>
      {fit.data && fit.data.sizes.length === 0 ? (
        <StatusText>
          No size runs small or large yet (a size needs {fit.data.minAnswers} buyers&apos; answers, three in five
          agreeing).
        </StatusText>
      ) : fit.data ? (
        <CardTable>
          <caption>Sizes buyers say run small or large</caption>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col">Size</th>
              <th scope="col">Runs</th>
              <th scope="col">Said small</th>
              <th scope="col">True to size</th>
              <th scope="col">Said large</th>
            </tr>
          </thead>
          <tbody>
            {fit.data.sizes.map((row) => (
              <tr key={`${row.productId}/${row.size}`}>
                <th scope="row">{row.name}</th>
                <td data-label="Size">{stockKeyLabel(row.size)}</td>
                <td data-label="Runs">{row.runs === 'small' ? 'Small' : 'Large'}</td>
                <td data-label="Said small">{row.small}</td>
                <td data-label="True to size">{row.true}</td>
                <td data-label="Said large">{row.large}</td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      ) : null}
    </ReportSection>
  );
}
