/** A size as shoppers read it (cart lines, order cards): objects as 'key: value' pairs joined by commas. */
export function describeSize(size: unknown): string {
  if (size === null || size === undefined || size === '') return '-';
  if (typeof size === 'object') {
    return Object.entries(size as Record<string, unknown>)
      .filter(([key]) => key !== 'custom')
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(', ');
  }
  return String(size);
}

/** '2026-11-30' (a day) -> '30 Nov 2026', as Indian shoppers read dates. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
