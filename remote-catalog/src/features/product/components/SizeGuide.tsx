import { SIZE_CHART } from '@store/shared/catalog';
import { Dialog, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.accent};
  font: 600 14px/1.4 ${theme.font.body};
  text-decoration: underline;
  text-underline-offset: 4px;
  cursor: pointer;
`;

/** On a phone the chart scrolls sideways inside the dialog, so no column (Hip) is cut off. */
const Scroller = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

const Table = styled.table`
  width: 100%;
  min-width: 420px;
  border-collapse: collapse;
  font: 14px/1.4 ${theme.font.body};
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${theme.color.line};
    text-align: center;
  }
  thead th {
    background: ${theme.color.cream};
  }
`;

const COLUMNS = ['shoulder', 'chest', 'waist', 'neck', 'hip'] as const;

/** 'View Size Guide' and its modal: the size chart in inches (product §9). */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LinkButton type="button" onClick={() => setOpen(true)}>
        View Size Guide
      </LinkButton>
      {open ? (
        <Dialog title="Size Guide" width={560} onClose={() => setOpen(false)}>
          <Scroller role="region" aria-label="Size chart" tabIndex={0}>
            <Table>
              <caption>Body measurements in inches</caption>
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {column.charAt(0).toUpperCase() + column.slice(1)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {SIZE_CHART.map((row) => (
                  <tr key={row.size}>
                    <th scope="row">{row.size}</th>
                    {COLUMNS.map((column) => (
                      <td key={column}>{row[column]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroller>
        </Dialog>
      ) : null}
    </>
  );
}
