import type { Section } from './sections';
import { CLOTHING_SIZES, WAIST_SIZES, type Size } from './sizes';

/**
 * Stock is counted per stock key. A men's set is stocked by each part, not by the pair: a
 * tailor-led label cuts jackets and trousers as separate pieces and pairs them at dispatch, so
 * 6 chest sizes and 9 waists are 15 counts to keep, not 54 pairs, and a shopper with an L chest
 * and a 34 waist is not refused because nobody stocked that exact pair. A pair is available when
 * both of its parts are.
 */
export const ONE_SIZE = 'one-size';
/** At or below this many pieces left, a size shows "Only N left". */
export const LOW_STOCK_MAX = 3;
/**
 * The most pieces of one product in one size an order takes: a bag line's stepper stops here and
 * the API refuses more (a shop selling to people, not resellers; the size's stock may stop it sooner).
 */
export const MAX_PIECES_PER_LINE = 5;

export type Availability = 'in_stock' | 'low' | 'out';

/** Every stock key a product of this section has, in the order the size picker shows them. */
export function stockKeysFor(section: Section): string[] {
  if (section === 'mens') return [...CLOTHING_SIZES.map((s) => `upper:${s}`), ...WAIST_SIZES.map((w) => `lower:${w}`)];
  if (section === 'womens') return [...CLOTHING_SIZES];
  return [ONE_SIZE];
}

/**
 * The stock keys a cart line's size takes from: both parts of a men's set, a women's size, an
 * accessory's one size. A made-to-measure piece is made to order and takes none. Null when the
 * size is not one this section has.
 */
export function stockKeysOfSize(section: Section, size: Size): string[] | null {
  if (size && typeof size === 'object' && 'custom' in size) return section === 'accessories' ? null : [];
  const valid = new Set(stockKeysFor(section));
  let keys: string[];
  if (section === 'mens') {
    if (!size || typeof size !== 'object' || !('upper' in size)) return null;
    keys = [`upper:${size.upper}`, `lower:${size.lower}`];
  } else if (section === 'womens') {
    if (typeof size !== 'string') return null;
    keys = [size];
  } else {
    keys = [ONE_SIZE];
  }
  return keys.every((key) => valid.has(key)) ? keys : null;
}

export function availabilityOf(count: number): Availability {
  if (count <= 0) return 'out';
  return count <= LOW_STOCK_MAX ? 'low' : 'in_stock';
}

/** 'upper:L' -> 'Upper L', 'lower:34' -> 'Lower 34', 'one-size' -> 'One size', 'M' -> 'M'. */
export function stockKeyLabel(key: string): string {
  if (key === ONE_SIZE) return 'One size';
  const [part = '', value] = key.split(':');
  return value === undefined ? key : `${part.charAt(0).toUpperCase()}${part.slice(1)} ${value}`;
}
