import { COLOURS, FABRICS, OCCASIONS, stockKeysFor, type Section } from '@store/shared/catalog';
import type { NewProductRow } from '../db/schema';

/** Its own generator, so the catalogue's names, prices and images stay what they were. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** The listing's fabric for a seeded material ('Raw silk' is Silk, 'Organza' is Silk, 'Suede' is Leather). */
function fabricOf(material: string | null | undefined): (typeof FABRICS)[number] {
  const text = (material ?? '').toLowerCase();
  const named = FABRICS.find((fabric) => text.includes(fabric.toLowerCase()));
  if (named) return named;
  if (/organza|silk/.test(text)) return 'Silk';
  if (/suede/.test(text)) return 'Leather';
  if (/acetate/.test(text)) return 'Polyester';
  return 'Metal';
}

const OCCASIONS_BY_SECTION: Record<Section, readonly (typeof OCCASIONS)[number][]> = {
  mens: ['Wedding', 'Festive', 'Reception', 'Office', 'Party'],
  womens: ['Wedding', 'Festive', 'Party', 'Reception', 'Casual'],
  accessories: OCCASIONS,
};

/** The sizes at the ends of the range: where a small label runs short first. */
const EDGE_KEYS = new Set(['XS', 'XXL', 'upper:XS', 'upper:XXL', 'lower:28', 'lower:44']);

/**
 * Colour (unless the row has its pictures' own), fabric, occasion and stock per size for each seeded product, so the store shows them:
 * most sizes well stocked; an edge size low ('Only 2 left') on every third product and out on
 * every fifth; and each section's least popular product sold out in every size (it comes last
 * in the default sort, so the first cards a shopper opens can be bought). The middle sizes the
 * tests and the demo buy (M, upper:M, lower:32, one-size of cheaper pieces) stay in stock.
 */
export function demoStock(
  rows: NewProductRow[],
): { attributes: Partial<NewProductRow>; stock: Record<string, number> }[] {
  const random = prng(32);
  const leastSold = new Map<string, number>();
  for (const row of rows)
    if (row.active !== false)
      leastSold.set(row.category, Math.min(leastSold.get(row.category) ?? Infinity, row.unitsSold ?? 0));
  return rows.map((row, index) => {
    const section = row.category as Section;
    const soldOut = (row.unitsSold ?? 0) === leastSold.get(section);
    const stock: Record<string, number> = {};
    for (const key of stockKeysFor(section)) {
      const edge = EDGE_KEYS.has(key) || (section === 'accessories' && index % 4 === 1);
      stock[key] = soldOut
        ? 0
        : edge && index % 5 === 0
          ? 0
          : edge && index % 3 === 0
            ? 2
            : 25 + Math.floor(random() * 75);
    }
    // Drawn whatever the row says, so the occasions and counts after it stay what they were.
    const drawnColour = pick(random, COLOURS);
    return {
      attributes: {
        // The colour of the row's pictures when it has one (the demo's art), else a drawn one.
        colour: row.colour ?? drawnColour,
        fabric: fabricOf(row.material),
        occasion: pick(random, OCCASIONS_BY_SECTION[section]),
        madeToMeasure: section !== 'accessories',
      },
      stock,
    };
  });
}
