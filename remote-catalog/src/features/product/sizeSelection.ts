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

/** A warning may name the measurement field it is about, so the form can focus it. */
export type SizeResult = { ok: true; size: Size } | { ok: false; warning: string; field?: string };

/**
 * The cart's size for a choice, or the product's warning: mens need an upper and a lower size,
 * womens one size, custom every measurement of the section; accessories have no size.
 */
export function resolveSize(section: Section, choice: SizeChoice): SizeResult {
  if (section === 'accessories') return { ok: true, size: null };
  if (choice.custom) {
    const size: Record<string, number | boolean> = { custom: true };
    for (const field of measurementFields(section)) {
      const label = measurementLabel(field);
      const raw = (choice.measurements[field] ?? '').trim();
      if (!raw) return { ok: false, warning: `Please enter ${label}`, field };
      const value = Number(raw);
      if (!Number.isFinite(value) || value < 0 || value > MAX_MEASUREMENT)
        return { ok: false, warning: `${label} must be between 0 and ${MAX_MEASUREMENT} inches`, field };
      size[field] = value;
    }
    return { ok: true, size: size as Size };
  }
  if (section === 'mens') {
    if (!choice.upper || !choice.lower) return { ok: false, warning: 'Please select both upper and lower sizes' };
    return { ok: true, size: { upper: choice.upper, lower: choice.lower } };
  }
  if (!choice.size) return { ok: false, warning: 'Please select a size' };
  return { ok: true, size: choice.size };
}
