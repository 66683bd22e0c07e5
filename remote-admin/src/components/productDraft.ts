import { stockKeysFor, type Section } from '@store/shared/catalog';
import type { AdminProduct } from '@store/shared/schemas';

/** What the add and edit forms hold besides name and price: counts as typed, the switch, the lists. */
export interface StockDraft {
  /** Pieces per stock key as typed; an empty box counts as none. */
  counts: Record<string, string>;
  madeToMeasure: boolean;
  colour: string;
  fabric: string;
  occasion: string;
}

export const EMPTY_STOCK_DRAFT: StockDraft = { counts: {}, madeToMeasure: true, colour: '', fabric: '', occasion: '' };

/** The product as it is now: its counts, its switch and its attributes (empty where not set). */
export function draftOf(product: AdminProduct): StockDraft {
  return {
    counts: Object.fromEntries(Object.entries(product.stock).map(([key, count]) => [key, String(count)])),
    madeToMeasure: product.madeToMeasure,
    colour: product.colour ?? '',
    fabric: product.fabric ?? '',
    occasion: product.occasion ?? '',
  };
}

/** A count as typed: an empty box counts as none; anything else is for the schema to judge. */
function countOf(draft: StockDraft, key: string): number {
  const typed = draft.counts[key]?.trim() ?? '';
  return typed === '' ? 0 : Number(typed);
}

/**
 * The body's part for a product of this section: the counts of the section's stock keys, the
 * switch for garments only (an accessory is never made to measure), and the attributes, empty for
 * none. An edit passes the draft it `opened` with and sends only the counts the admin changed:
 * the API sets the counts it is sent, so a piece sold while the form was open is not counted back.
 */
export function draftBody(section: Section | '', draft: StockDraft, opened?: StockDraft) {
  const keys = section ? stockKeysFor(section) : [];
  const stock = Object.fromEntries(
    keys
      .filter((key) => !opened || countOf(draft, key) !== countOf(opened, key))
      .map((key) => [key, countOf(draft, key)]),
  );
  return {
    stock,
    ...(section && section !== 'accessories' ? { madeToMeasure: draft.madeToMeasure } : {}),
    colour: draft.colour,
    fabric: draft.fabric,
    occasion: draft.occasion,
  };
}

/** The first problem of each field, named by its path ('name', 'stock.M', 'colour'). */
export function problemsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const problems: Record<string, string> = {};
  for (const issue of issues) problems[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return problems;
}

/** The problems said beside their own box (the counts, MRP, SKU, parcel weight), not in the form's alert. */
const SAID_BESIDE = /^(stock\.|mrp$|sku$|weightGrams$)/;

/**
 * What a form's one alert by Save says: the first problem no box shows beside it, else a pointer
 * to the counts (on a phone they are a scroll away); nothing when only a box beside its problem
 * is wrong (the form focuses that box).
 */
export function alertOf(problems: Record<string, string>): string {
  const fields = Object.keys(problems);
  const other = fields.find((field) => !SAID_BESIDE.test(field));
  if (other) return problems[other] ?? '';
  return fields.some((field) => field.startsWith('stock.')) ? 'Check the stock counts marked above.' : '';
}
