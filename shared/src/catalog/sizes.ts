/** Standard sizes and measurement field sets (product §3 and §9). */
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

export const WAIST_SIZES: readonly number[] = Array.from({ length: 9 }, (_, i) => 28 + i * 2);

export const MEASUREMENT_FIELDS = {
  menUpper: ['upperLength', 'chest', 'tummy', 'hips', 'shoulder', 'neck', 'sleeveLength', 'biceps', 'forearms'],
  menLower: ['lowerLength', 'waist', 'lowerHips', 'thighs', 'knee', 'calf', 'bottomRound', 'flyU'],
  womenUpper: [
    'upperLength',
    'shoulder',
    'armhole',
    'sleeveLength',
    'sleeveBottom',
    'biceps',
    'backNeck',
    'frontNeck',
    'bust',
    'waist',
    'hips',
  ],
  womenLower: ['lowerLength', 'lowerWaist', 'lowerHips', 'thighs', 'knee', 'bottom'],
} as const;

/** A size as the cart stores it: mens {upper, lower}, womens one value, custom measurements. */
export type MensSize = { upper: string; lower: string };
export type CustomSize = { custom: true } & Record<string, number | string | boolean>;
export type Size = string | MensSize | CustomSize | null | undefined;

export type MeasurementField = (typeof MEASUREMENT_FIELDS)[keyof typeof MEASUREMENT_FIELDS][number];

/** 'sleeveLength' -> 'Sleeve Length', 'flyU' -> 'Fly U': the label the form and its warnings use. */
export function measurementLabel(field: string): string {
  const words = field.replace(/([A-Z])/g, ' $1');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
