import { indiaDay, indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import type { ReportDays, ReportGrain } from './api/insightsApi';

/** The ranges one tap away, each cut as finely as reads well: the last week by day, a year by month. */
export const RANGE_PRESETS = [
  { id: '7', label: 'Last 7 days', days: 7, grain: 'day' },
  { id: '28', label: 'Last 4 weeks', days: 28, grain: 'day' },
  { id: '91', label: 'Last 13 weeks', days: 91, grain: 'week' },
  { id: '365', label: 'Last 12 months', days: 365, grain: 'month' },
] as const satisfies readonly { id: string; label: string; days: number; grain: ReportGrain }[];

/** The last `days` days in India, today included. */
export function lastDays(days: number, today = indiaDay()): ReportDays {
  return { from: indiaDayPlus(1 - days, indiaTimeOn(today)), to: today };
}

/** Change from the period before in whole percent ('+12%', '−5%'), or '' when there was nothing before. */
export function changeText(now: number, before: number): string {
  if (before === 0) return '';
  const change = Math.round(((now - before) / Math.abs(before)) * 100);
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change)}%`;
}
