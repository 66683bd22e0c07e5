import { MEASUREMENT_FIELDS } from './sizes';

/** The two fits tailoring is offered in; accessories take no measurements. */
export const FITS = ['mens', 'womens'] as const;
export type Fit = (typeof FITS)[number];

export const FIT_LABELS: Record<Fit, string> = { mens: "Men's", womens: "Women's" };

/** Longest body measurement the forms take, in inches: beyond it a typo is far likelier. */
export const MAX_MEASUREMENT = 120;

export interface MeasurementGroup {
  legend: string;
  fields: readonly string[];
}

/** The measurement field sets of a section (product §3): upper and lower body; none for accessories. */
export function measurementGroups(section: string): MeasurementGroup[] {
  if (section === 'mens')
    return [
      { legend: 'Upper body', fields: MEASUREMENT_FIELDS.menUpper },
      { legend: 'Lower body', fields: MEASUREMENT_FIELDS.menLower },
    ];
  if (section === 'womens')
    return [
      { legend: 'Upper body', fields: MEASUREMENT_FIELDS.womenUpper },
      { legend: 'Lower body', fields: MEASUREMENT_FIELDS.womenLower },
    ];
  return [];
}

/** Every measurement field of a fit, upper body first. */
export function measurementFields(fit: string): string[] {
  return measurementGroups(fit).flatMap((group) => group.fields);
}

/**
 * Measurement fields in the order a tailor takes them: the measurement form's (upper body, then
 * lower) of the fit holding most of them, men's on a tie; a field neither form knows comes last.
 * A size read back from the database has its keys in jsonb's order (shortest first), which no
 * one measures by.
 */
export function inMeasuringOrder<T extends string>(fields: readonly T[]): T[] {
  const held = (fit: Fit) => fields.filter((field) => measurementFields(fit).includes(field)).length;
  const order = measurementFields(FITS.reduce((best, fit) => (held(fit) > held(best) ? fit : best)));
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...fields].sort((a, b) => rank(a) - rank(b));
}
