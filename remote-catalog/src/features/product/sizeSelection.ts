import type { Product } from '@store/shared/api';
import { MAX_MEASUREMENT, measurementFields, measurementLabel, type Section, type Size } from '@store/shared/catalog';

/** What the shopper has chosen on the product page, as typed. */
export interface SizeChoice {
  custom: boolean;
  upper: string;
  lower: string;
  size: string;
  /** Measurement inputs by field name, as typed (inches). */
  measurements: Record<string, string>;
}

export const EMPTY_CHOICE: SizeChoice = { custom: false, upper: '', lower: '', size: '', measurements: {} };

/** A warning may name the measurement fields it is about (each with its message), so the form can mark them. */
export type SizeResult = { ok: true; size: Size } | { ok: false; warning: string; errors?: Record<string, string> };

/** What is wrong with one measurement as typed, or null. */
function measurementError(field: string, raw: string): string | null {
  const label = measurementLabel(field);
  if (!raw) return `Please enter ${label}`;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > MAX_MEASUREMENT)
    return `${label} must be between 0 and ${MAX_MEASUREMENT} inches`;
  return null;
}

/**
 * The cart's size for a choice, or the product's warning: mens need an upper and a lower size,
 * womens one size, custom every measurement of the section (every bad one named at once);
 * accessories have no size.
 */
export function resolveSize(section: Section, choice: SizeChoice): SizeResult {
  if (section === 'accessories') return { ok: true, size: null };
  if (choice.custom) {
    const size: Record<string, number | boolean> = { custom: true };
    const errors: Record<string, string> = {};
    for (const field of measurementFields(section)) {
      const raw = (choice.measurements[field] ?? '').trim();
      const error = measurementError(field, raw);
      if (error) errors[field] = error;
      else size[field] = Number(raw);
    }
    const bad = Object.values(errors);
    if (bad.length === 1) return { ok: false, warning: bad[0] ?? '', errors };
    if (bad.length > 1)
      return { ok: false, warning: `Please check the ${bad.length} measurements marked above`, errors };
    return { ok: true, size: size as Size };
  }
  if (section === 'mens') {
    if (!choice.upper || !choice.lower) return { ok: false, warning: 'Please select both upper and lower sizes' };
    return { ok: true, size: { upper: choice.upper, lower: choice.lower } };
  }
  if (!choice.size) return { ok: false, warning: 'Please select a size' };
  return { ok: true, size: choice.size };
}

/** The chosen size in a few words, for the phone's bar: 'Upper L · Lower 34', 'Size S', 'Your measurements'. */
export function choiceLabel(section: Section, choice: SizeChoice): string | null {
  if (section === 'accessories') return null;
  if (choice.custom) return 'Your measurements';
  return section === 'mens' ? `Upper ${choice.upper} · Lower ${choice.lower}` : `Size ${choice.size}`;
}

/** What a size says of its stock (product page): "Only 2 left" when low, "Out of stock" (it cannot be chosen), else nothing. */
export interface StockNote {
  out: boolean;
  note: string | null;
}

/** A stock key's note (`stockKeysFor`); a key the API does not name is out. */
export function stockNote(product: Pick<Product, 'availability' | 'left'>, key: string): StockNote {
  const availability = product.availability[key] ?? 'out';
  if (availability === 'out') return { out: true, note: 'Out of stock' };
  if (availability === 'in_stock') return { out: false, note: null };
  const left = product.left[key];
  return { out: false, note: left ? `Only ${left} left` : 'Only a few left' };
}
