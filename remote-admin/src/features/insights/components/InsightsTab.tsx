import { Field, PageTitle, SelectField, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { ReportDays, ReportGrain } from '../api/insightsApi';
import { lastDays, RANGE_PRESETS } from '../reportDays';
import { CatalogueSections } from './CatalogueSections';
import { FitSection } from './FitSection';
import { SalesSections } from './SalesSections';

const Page = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  min-width: 0;
`;

const Controls = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: end;
  > * {
    margin: 0;
  }
`;

/**
 * Insights (admin only; loaded with the tab): the owner's Monday view of a range of India's days,
 * against the range before: sales, the payment mix, top pieces, stock, returns, sizes that run off.
 */
export default function InsightsTab() {
  const [preset, setPreset] = useState<string>('28');
  const [days, setDays] = useState<ReportDays>(() => lastDays(28));
  const [grain, setGrain] = useState<ReportGrain>('day');
  const choosePreset = (id: string) => {
    setPreset(id);
    const chosen = RANGE_PRESETS.find((option) => option.id === id);
    if (!chosen) return;
    setDays(lastDays(chosen.days));
    setGrain(chosen.grain);
  };
  // A day typed by hand makes the range the admin's own; a half-typed or back-to-front one waits.
  const setDay = (which: keyof ReportDays) => (value: string) => {
    const next = { ...days, [which]: value };
    setPreset('custom');
    if (/^\d{4}-\d{2}-\d{2}$/.test(next.from) && /^\d{4}-\d{2}-\d{2}$/.test(next.to) && next.from <= next.to)
      setDays(next);
  };
  return (
    <Page>
      <PageTitle>Insights</PageTitle>
      <Controls aria-label="Report range" onSubmit={(event) => event.preventDefault()}>
        <SelectField label="Range" value={preset} onChange={(event) => choosePreset(event.target.value)}>
          {RANGE_PRESETS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
          <option value="custom">Chosen days</option>
        </SelectField>
        <Field
          label="From"
          type="date"
          value={days.from}
          max={days.to}
          onChange={(e) => setDay('from')(e.target.value)}
        />
        <Field label="To" type="date" value={days.to} min={days.from} onChange={(e) => setDay('to')(e.target.value)} />
        <SelectField label="Per" value={grain} onChange={(event) => setGrain(event.target.value as ReportGrain)}>
          <option value="day">Day</option>
          <option value="week">Week</option>
          <option value="month">Month</option>
        </SelectField>
      </Controls>
      <SalesSections days={days} grain={grain} />
      <CatalogueSections days={days} />
      <FitSection />
    </Page>
  );
}
