import { Button, StatusText, notify, theme } from '@store/shared/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { downloadReport, type ReportName } from '../api/insightsApi';

const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
  > header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font: ${theme.weight.semibold} ${theme.size.lg} / 1.3 ${theme.font.display};
  }
`;

/**
 * One report of the Insights tab: its title, its CSV download (the same figures as the API's
 * <name>.csv), and its charts once the answer came (or why not).
 */
export function ReportSection({
  title,
  report,
  params,
  state,
  children,
}: {
  title: string;
  report: ReportName;
  params: object;
  state: { isError: boolean; data?: unknown };
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReport(report, params);
    } catch {
      notify.error('The CSV could not be downloaded. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section aria-label={title}>
      <header>
        <h2>{title}</h2>
        <Button
          $variant="secondary"
          type="button"
          onClick={download}
          disabled={busy}
          aria-label={`Download ${title} as CSV`}
        >
          {busy ? 'Downloading...' : 'CSV'}
        </Button>
      </header>
      {state.isError ? (
        <StatusText role="alert">The figures could not be loaded.</StatusText>
      ) : state.data ? (
        children
      ) : (
        <StatusText role="status">Loading figures...</StatusText>
      )}
    </Section>
  );
}
