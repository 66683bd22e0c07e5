import type { Product } from '@store/shared/api';
import { MAX_MEASUREMENT, measurementFields, measurementLabelIn, type Section, type Size } from '@store/shared/catalog';
import type { Locale } from '@store/shared/i18n';
import { englishT, type CatalogT } from './i18n';

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
function measurementError(field: string, raw: string, t: CatalogT, locale: Locale): string | null {
  const label = measurementLabelIn(field, locale);
  if (!raw) return t('catalog.measure.enter', { label });
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > MAX_MEASUREMENT)
    return t('catalog.measure.range', { label, max: MAX_MEASUREMENT });
  return null;
}

/**
 * The cart's size for a choice, or the product's warning: mens need an upper and a lower size,
 * womens one size, custom every measurement of the section (every bad one named at once);
 * accessories have no size.
 */
export function resolveSize(
  section: Section,
  choice: SizeChoice,
  t: CatalogT = englishT,
  locale: Locale = 'en',
): SizeResult {
  if (section === 'accessories') return { ok: true, size: null };
  if (choice.custom) {
    const size: Record<string, number | boolean> = { custom: true };
    const errors: Record<string, string> = {};
    for (const field of measurementFields(section)) {
      const raw = (choice.measurements[field] ?? '').trim();
      const error = measurementError(field, raw, t, locale);
      if (error) errors[field] = error;
      else size[field] = Number(raw);
    }
    const bad = Object.values(errors);
    if (bad.length === 1) return { ok: false, warning: bad[0] ?? '', errors };
    if (bad.length > 1) return { ok: false, warning: t('catalog.measure.checkMarked', { count: bad.length }), errors };
    return { ok: true, size: size as Size };
  }
  if (section === 'mens') {
    if (!choice.upper || !choice.lower) return { ok: false, warning: t('catalog.size.selectBoth') };
    return { ok: true, size: { upper: choice.upper, lower: choice.lower } };
  }
  if (!choice.size) return { ok: false, warning: t('catalog.size.select') };
  return { ok: true, size: choice.size };
}

/** The chosen size in a few words, for the phone's bar: 'Upper L · Lower 34', 'Size S', 'Your measurements'. */
export function choiceLabel(section: Section, choice: SizeChoice, t: CatalogT = englishT): string | null {
  if (section === 'accessories') return null;
  if (choice.custom) return t('catalog.size.yours');
  return section === 'mens'
    ? t('catalog.size.pair', { upper: choice.upper, lower: choice.lower })
    : t('catalog.filter.sizeChip', { size: choice.size });
}

/** What a size says of its stock (product page): "Only 2 left" when low, "Out of stock" (it cannot be chosen), else nothing. */
export interface StockNote {
  out: boolean;
  note: string | null;
}

/** A stock key's note (`stockKeysFor`); a key the API does not name is out. */
export function stockNote(
  product: Pick<Product, 'availability' | 'left'>,
  key: string,
  t: CatalogT = englishT,
): StockNote {
  const availability = product.availability[key] ?? 'out';
  if (availability === 'out') return { out: true, note: t('catalog.stock.out') };
  if (availability === 'in_stock') return { out: false, note: null };
  const left = product.left[key];
  return { out: false, note: left ? t('catalog.stock.left', { count: left }) : t('catalog.stock.few') };
}
