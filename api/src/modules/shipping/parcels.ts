import { CATEGORIES, SECTIONS } from '@store/shared/catalog';
import type { ParcelDefault } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import type { ParcelSize } from '../../db/schema';
import { parcelDefaultRows, upsertParcelDefaults } from './shipmentsRepository';

/** A box for what is not listed: a folded garment in a mailer. */
const FALLBACK: ParcelSize = { weightGrams: 600, lengthCm: 30, breadthCm: 25, heightCm: 5 };

/**
 * The store's parcels before the desk sets its own: weight and box per product type, by what
 * each piece is and how it is packed (a lehenga's can-can and box, a suit on a folded board, a
 * watch in its case). The desk's rows (parcel_defaults) override these.
 */
const STORE_DEFAULTS: Record<string, ParcelSize> = {
  tuxedos: { weightGrams: 1600, lengthCm: 45, breadthCm: 35, heightCm: 10 },
  suits: { weightGrams: 1500, lengthCm: 45, breadthCm: 35, heightCm: 10 },
  'co-ords': { weightGrams: 700, lengthCm: 35, breadthCm: 28, heightCm: 6 },
  jacket: { weightGrams: 900, lengthCm: 40, breadthCm: 30, heightCm: 8 },
  shirts: { weightGrams: 350, lengthCm: 32, breadthCm: 25, heightCm: 4 },
  'party-outfits': { weightGrams: 900, lengthCm: 40, breadthCm: 30, heightCm: 8 },
  'sherwani-set': { weightGrams: 2000, lengthCm: 50, breadthCm: 38, heightCm: 12 },
  'achakan-set': { weightGrams: 1800, lengthCm: 50, breadthCm: 38, heightCm: 12 },
  'jodhpuri-bandhgala-set': { weightGrams: 1600, lengthCm: 45, breadthCm: 35, heightCm: 10 },
  'indo-western': { weightGrams: 1400, lengthCm: 45, breadthCm: 35, heightCm: 10 },
  'kurta-set': { weightGrams: 800, lengthCm: 38, breadthCm: 30, heightCm: 6 },
  'nahru-jacket-kurta-bundy-set': { weightGrams: 1100, lengthCm: 40, breadthCm: 32, heightCm: 8 },
  bodycon: { weightGrams: 400, lengthCm: 32, breadthCm: 25, heightCm: 4 },
  'corset-dress': { weightGrams: 600, lengthCm: 35, breadthCm: 28, heightCm: 6 },
  'skirts-top': { weightGrams: 600, lengthCm: 35, breadthCm: 28, heightCm: 6 },
  'blazers-jackets': { weightGrams: 900, lengthCm: 40, breadthCm: 30, heightCm: 8 },
  'co-ord': { weightGrams: 650, lengthCm: 35, breadthCm: 28, heightCm: 6 },
  'designer-top': { weightGrams: 350, lengthCm: 32, breadthCm: 25, heightCm: 4 },
  'ball-gown': { weightGrams: 2200, lengthCm: 55, breadthCm: 40, heightCm: 15 },
  'one-piece': { weightGrams: 500, lengthCm: 35, breadthCm: 28, heightCm: 5 },
  'indo-western-saree': { weightGrams: 900, lengthCm: 38, breadthCm: 30, heightCm: 7 },
  'trail-gown': { weightGrams: 2400, lengthCm: 55, breadthCm: 40, heightCm: 15 },
  'pochu-top': { weightGrams: 350, lengthCm: 32, breadthCm: 25, heightCm: 4 },
  'drape-dress': { weightGrams: 700, lengthCm: 35, breadthCm: 28, heightCm: 6 },
  'party-wear-lengha': { weightGrams: 2500, lengthCm: 55, breadthCm: 40, heightCm: 15 },
  'bridal-length': { weightGrams: 3500, lengthCm: 60, breadthCm: 45, heightCm: 18 },
  'anarkali-suit': { weightGrams: 1200, lengthCm: 45, breadthCm: 35, heightCm: 8 },
  'umbrella-suits': { weightGrams: 1200, lengthCm: 45, breadthCm: 35, heightCm: 8 },
  'indo-western-sarees': { weightGrams: 900, lengthCm: 38, breadthCm: 30, heightCm: 7 },
  'fish-cut-lengha': { weightGrams: 2600, lengthCm: 55, breadthCm: 40, heightCm: 15 },
  'a-line-lengha': { weightGrams: 2400, lengthCm: 55, breadthCm: 40, heightCm: 15 },
  'rffual-gown': { weightGrams: 2000, lengthCm: 55, breadthCm: 40, heightCm: 14 },
  sarees: { weightGrams: 800, lengthCm: 38, breadthCm: 30, heightCm: 6 },
  watch: { weightGrams: 300, lengthCm: 15, breadthCm: 12, heightCm: 10 },
  bag: { weightGrams: 700, lengthCm: 35, breadthCm: 28, heightCm: 15 },
  jewellery: { weightGrams: 250, lengthCm: 15, breadthCm: 12, heightCm: 8 },
  sunglasses: { weightGrams: 200, lengthCm: 18, breadthCm: 10, heightCm: 8 },
  footwear: { weightGrams: 1200, lengthCm: 35, breadthCm: 25, heightCm: 13 },
};

/** Every product type the catalogue lists ('all' is a filter, not a type). */
const PRODUCT_TYPES = [
  ...new Set(SECTIONS.flatMap((section) => CATEGORIES[section].map((category) => category.value))),
].filter((type) => type !== 'all');

export type ParcelDefaults = Map<string, ParcelSize>;

/** The parcel defaults in force: the store's, each replaced by the desk's row for its type. */
export async function parcelDefaults(db: Database): Promise<ParcelDefaults> {
  const defaults: ParcelDefaults = new Map(PRODUCT_TYPES.map((type) => [type, STORE_DEFAULTS[type] ?? FALLBACK]));
  for (const row of await parcelDefaultRows(db)) defaults.set(row.productType, row);
  return defaults;
}

export const parcelDefaultsJson = (defaults: ParcelDefaults): ParcelDefault[] =>
  [...defaults].map(([productType, { weightGrams, lengthCm, breadthCm, heightCm }]) => ({
    productType,
    weightGrams,
    lengthCm,
    breadthCm,
    heightCm,
  }));

/** The desk's defaults, one row per type it sends (types it leaves out keep theirs). */
export async function saveParcelDefaults(db: Database, rows: ParcelDefault[]): Promise<ParcelDefaults> {
  await upsertParcelDefaults(db, rows);
  return parcelDefaults(db);
}

/** One piece as the parcel counts it: its product's type and weight (products.weightGrams, when the desk gave one). */
export interface ParcelPiece {
  productType: string;
  weightGrams: number | null;
}

/** An order's parcel: its pieces' weights summed (each its product's own, else its type's), in the biggest of their boxes. */
export function parcelOf(pieces: ParcelPiece[], defaults: ParcelDefaults): ParcelSize {
  let box = { lengthCm: 0, breadthCm: 0, heightCm: 0 };
  let weightGrams = 0;
  for (const piece of pieces) {
    const standard = defaults.get(piece.productType) ?? FALLBACK;
    weightGrams += piece.weightGrams ?? standard.weightGrams;
    const volume = (size: typeof box) => size.lengthCm * size.breadthCm * size.heightCm;
    if (volume(standard) > volume(box))
      box = { lengthCm: standard.lengthCm, breadthCm: standard.breadthCm, heightCm: standard.heightCm };
  }
  if (!pieces.length) return FALLBACK;
  return { weightGrams, ...box };
}
