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
