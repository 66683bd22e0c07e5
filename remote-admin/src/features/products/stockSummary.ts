import { availabilityOf, stockKeyLabel, stockKeysFor, type Section } from '@store/shared/catalog';

/**
 * A product's stock at a glance: pieces on hand, and the sizes low ('Upper L (2 left)') and out;
 * a one-size accessory needs no size names.
 */
export function stockSummary(section: Section, stock: Record<string, number>) {
  const keys = stockKeysFor(section);
  const count = (key: string) => stock[key] ?? 0;
  const pieces = keys.reduce((sum, key) => sum + count(key), 0);
  const low = keys
    .filter((key) => availabilityOf(count(key)) === 'low')
    .map((key) => `${stockKeyLabel(key)} (${count(key)} left)`);
  const out = keys.filter((key) => availabilityOf(count(key)) === 'out').map(stockKeyLabel);
  if (keys.length === 1)
    return {
      line: pieces === 0 ? 'Out of stock' : low.length > 0 ? `${pieces} left · low` : `${pieces} in stock`,
      low: [],
      out: [],
    };
  const line = [
    `${pieces} in stock`,
    ...(low.length > 0 ? [`${low.length} ${low.length === 1 ? 'size' : 'sizes'} low`] : []),
    ...(out.length > 0 ? [`${out.length} out`] : []),
  ].join(' · ');
  return { line, low, out };
}
