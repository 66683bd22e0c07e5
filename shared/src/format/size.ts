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
