import { stockKeyLabel } from '@store/shared/catalog';
import { Link } from '@store/shared/router';
import { Button, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { dashboardApi, type StockLine } from '../api/dashboardApi';
import { editPath } from '../../../lib/listPaths';

const Card = styled.section`
  margin-top: ${theme.space.md};
  padding: 20px;
  border: 1px solid ${theme.color.line};
  border-radius: 8px;
  h2 {
    margin: 0 0 12px;
    font: 700 20px/1.2 ${theme.font.display};
  }
  h3 {
    margin: 12px 0 6px;
    font: ${theme.weight.semibold} ${theme.size.sm} / 1.3 ${theme.font.body};
    color: ${theme.color.muted};
  }
  ul {
    display: grid;
    gap: 2px;
    max-height: 320px;
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    flex-wrap: wrap;
    gap: 0 8px;
    justify-content: space-between;
    padding: 8px 0;
    border-bottom: 1px solid ${theme.color.line};
    color: ${theme.color.ink};
    text-decoration: none;
  }
  a:hover span:first-child {
    text-decoration: underline;
  }
  a span:last-child {
    color: ${theme.color.muted};
  }
`;

const Note = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
`;

function Lines({ title, lines, left }: { title: string; lines: StockLine[]; left: (line: StockLine) => string }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h3>
        {title} ({lines.length})
      </h3>
      <ul aria-label={title}>
        {lines.map((line) => (
          <li key={`${line.productId}/${line.size}`}>
            <Link to={editPath(line.category, line.productId)}>
              <span>
                {line.name} · {stockKeyLabel(line.size)}
              </span>
              <span>{left(line)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The dashboard's Stock card: the sizes out and low, each a link to its product's edit form. */
export function StockCard() {
  const { data, isError, refetch } = dashboardApi.useStockSummaryQuery();
  return (
    <Card aria-labelledby="stock-card-title">
      <h2 id="stock-card-title">Stock</h2>
      {isError ? (
        <>
          <Note role="alert">Could not load stock. Check your connection and retry.</Note>
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            Retry
          </Button>
        </>
      ) : !data ? (
        <Note role="status">Loading stock...</Note>
      ) : data.low.length === 0 && data.out.length === 0 ? (
        <Note>All sizes in stock</Note>
      ) : (
        <>
          <Lines title="Out of stock" lines={data.out} left={() => 'Out'} />
          <Lines title="Low" lines={data.low} left={(line) => `${line.left} left`} />
        </>
      )}
    </Card>
  );
}
