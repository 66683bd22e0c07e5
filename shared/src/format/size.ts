import { measurementFields } from '../catalog/measurements';
import { measurementLabelIn } from '../catalog/hindiNames';

/**
 * The order a size object's keys print in: the standard pair upper first; measurements in their
 * fit's form order (upper body, then lower), the fit being the one that has every key.
 */
function keyOrder(keys: string[]): string[] {
  const fits = [measurementFields('mens'), measurementFields('womens')];
  const fit = fits.find((fields) => keys.every((key) => fields.includes(key))) ?? fits[0] ?? [];
  return ['upper', 'lower', ...fit];
}

/**
 * The most pairs a size prints: more than any measurement form has (17). Orders saved before
 * sizes were bounded may hold thousands of keys; they print the first pairs and how many more.
 */
export const MAX_SIZE_PAIRS = 20;
/** A key or value of such an order cut to a readable length (a hostile one can be any length). */
export const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/**
 * A size as shoppers read it (cart lines, order cards, the desk, the invoice): an object as
 * 'Label: value' pairs joined by commas, upper before lower ('Upper: L, Lower: 34'; measurements
 * 'Chest: 40, Waist: 34'); in Hindi its labels are ('ऊपरी: L, निचला: 34'), its values as written.
 */
export function describeSize(size: unknown, locale = 'en'): string {
  if (size === null || size === undefined || size === '') return '-';
  if (typeof size === 'object') {
    const entries = Object.entries(size as Record<string, unknown>).filter(([key]) => key !== 'custom');
    const order = keyOrder(entries.map(([key]) => key));
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const pairs = entries
      .sort(([a], [b]) => rank(a) - rank(b))
      .slice(0, MAX_SIZE_PAIRS)
      .map(([key, value]) => `${shortened(measurementLabelIn(key, locale))}: ${shortened(String(value))}`);
    const rest = entries.length - pairs.length;
    if (rest <= 0) return pairs.join(', ');
    const more = rest.toLocaleString('en-IN');
    return locale === 'hi' ? `${pairs.join(', ')} और ${more} अन्य` : `${pairs.join(', ')} and ${more} more`;
  }
  return String(size);
}
