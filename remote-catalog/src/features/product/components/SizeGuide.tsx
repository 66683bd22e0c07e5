import { SIZE_CHART } from '@store/shared/catalog';
import { Dialog, theme } from '@store/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useT, type CatalogKey } from '../i18n';

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

/** While columns lie beyond the right edge, the edge fades out and a line says so. */
const Frame = styled.div<{ $more: boolean }>`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    width: 48px;
    pointer-events: none;
    background: linear-gradient(to right, rgba(255, 255, 255, 0), ${theme.color.paper});
    opacity: ${({ $more }) => ($more ? 1 : 0)};
    transition: opacity ${theme.motion.fast};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.size.sm};
  color: ${theme.color.muted};
  text-align: right;
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
  /* The size stays in view while the measurements scroll. */
  th:first-child {
    position: sticky;
    left: 0;
    background: ${theme.color.paper};
  }
  thead th {
    background: ${theme.color.cream};
  }
`;

const COLUMNS = ['shoulder', 'chest', 'waist', 'neck', 'hip'] as const;
const COLUMN_LABELS: Record<(typeof COLUMNS)[number], CatalogKey> = {
  shoulder: 'catalog.sizeChart.shoulder',
  chest: 'catalog.sizeChart.chest',
  waist: 'catalog.sizeChart.waist',
  neck: 'catalog.sizeChart.neck',
  hip: 'catalog.sizeChart.hip',
};

/** Whether part of the chart lies to the right of what shows, followed as it scrolls or the window changes. */
function useMoreToTheRight() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (box) setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { ref, more, measure };
}

function SizeChart() {
  const t = useT();
  const { ref, more, measure } = useMoreToTheRight();
  return (
    <>
      {more ? <Hint>{t('catalog.sizeChart.scroll')}</Hint> : null}
      <Frame $more={more}>
        <Scroller ref={ref} role="region" aria-label={t('catalog.sizeChart.label')} tabIndex={0} onScroll={measure}>
          <Table>
            <caption>{t('catalog.sizeChart.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('catalog.size.label')}</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(COLUMN_LABELS[column])}
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
      </Frame>
    </>
  );
}

/** 'View Size Guide' and its modal: the size chart in inches (product §9). */
export function SizeGuide() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <LinkButton type="button" onClick={() => setOpen(true)}>
        {t('catalog.sizeGuide.open')}
      </LinkButton>
      {/* At the end of <body>: no box the page sits in can hold it under the header or the buy bar. */}
      {open
        ? createPortal(
            <Dialog title={t('catalog.sizeGuide.title')} width={560} onClose={() => setOpen(false)}>
              <SizeChart />
            </Dialog>,
            document.body,
          )
        : null}
    </>
  );
}
