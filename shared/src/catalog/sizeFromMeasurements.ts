import type { Fit } from './measurements';
import { SIZE_CHART, type SizeChartRow } from './sizeChart';
import type { SizeRuns, SizesRunning } from './sizeFit';
import { CLOTHING_SIZES, WAIST_SIZES } from './sizes';

/** A chart column a body measurement is read against, and the profile field that holds it. */
interface ChartReading {
  field: string;
  column: keyof Omit<SizeChartRow, 'size'>;
}

/**
 * What the size chart is read by, per fit and part (the chart is in body measurements): a
 * man's upper size by chest, shoulder and neck, his lower by waist; a woman's one size by bust,
 * waist, hips and shoulder.
 */
const UPPER_READINGS: Record<Fit, ChartReading[]> = {
  mens: [
    { field: 'chest', column: 'chest' },
    { field: 'shoulder', column: 'shoulder' },
    { field: 'neck', column: 'neck' },
  ],
  womens: [
    { field: 'bust', column: 'chest' },
    { field: 'waist', column: 'waist' },
    { field: 'hips', column: 'hip' },
    { field: 'shoulder', column: 'shoulder' },
  ],
};

/**
 * Why a size was advised, or none: as data, so each page writes it in its own language.
 * - `reads`: the measurement that decided it ("chest 40 in → M");
 * - `beyondChart`: one beyond the chart's largest size ("chest 48 in: the largest size, XXL, is 46 in");
 * - `beyondWaists`: a waist beyond the largest waist ("waist 46 in: the largest waist is 44");
 * - `runs`: the chart's size runs small or large by what its buyers said (sizeFit.ts), so the
 *   advice moved one size ("M runs small: most buyers chose one size up, L").
 * Values are inches.
 */
export type SizeReason =
  | { kind: 'reads'; field: string; value: number; size: string }
  | { kind: 'runs'; runs: SizeRuns; from: string; size: string }
  | { kind: 'beyondChart'; field: string; value: number; largestSize: string; largestValue: number }
  | { kind: 'beyondWaists'; value: number; largestWaist: number };

/** One part's answer: the size, and the measurement that decided it. */
export interface PartSize {
  size: string;
  reason: SizeReason;
}

/** Why no standard size fits: the measurement beyond the largest. */
export interface NoStandardSize {
  size: null;
  reason: SizeReason;
}

/** The sizes advised, as the product page's picker names them: a man's upper and waist, a woman's one size. */
export interface AdvisedSizes {
  upper?: string;
  lower?: string;
  size?: string;
}

export type SizeAdvice =
  { fits: true; sizes: AdvisedSizes; reasons: SizeReason[] } | { fits: false; reason: SizeReason } | null;

/** A positive number from a profile's field, or null (absent, blank, not a number). */
function measured(measurements: Record<string, unknown>, field: string): number | null {
  const value = Number(measurements[field]);
  return measurements[field] !== undefined && measurements[field] !== '' && value > 0 ? value : null;
}

/**
 * The smallest standard size whose chart row holds every given measurement; the one needing the
 * largest size decides, and is the reason. Null when the profile has none of the part's fields.
 */
function upperSize(fit: Fit, measurements: Record<string, unknown>): PartSize | NoStandardSize | null {
  let decided: { step: number; reading: ChartReading; value: number } | null = null;
  for (const reading of UPPER_READINGS[fit]) {
    const value = measured(measurements, reading.field);
    if (value === null) continue;
    const step = SIZE_CHART.findIndex((row) => value <= row[reading.column]);
    if (step < 0) {
      const largest = SIZE_CHART[SIZE_CHART.length - 1]!;
      return {
        size: null,
        reason: {
          kind: 'beyondChart',
          field: reading.field,
          value,
          largestSize: largest.size,
          largestValue: largest[reading.column],
        },
      };
    }
    if (!decided || step > decided.step) decided = { step, reading, value };
  }
  if (!decided) return null;
  const size = CLOTHING_SIZES[decided.step]!;
  return { size, reason: { kind: 'reads', field: decided.reading.field, value: decided.value, size } };
}

/** A man's waist size: the smallest waist at least his waist. */
function lowerSize(measurements: Record<string, unknown>): PartSize | NoStandardSize | null {
  const waist = measured(measurements, 'waist');
  if (waist === null) return null;
  const size = WAIST_SIZES.find((option) => waist <= option);
  if (size === undefined)
    return {
      size: null,
      reason: { kind: 'beyondWaists', value: waist, largestWaist: WAIST_SIZES[WAIST_SIZES.length - 1]! },
    };
  return { size: String(size), reason: { kind: 'reads', field: 'waist', value: waist, size: String(size) } };
}

/**
 * The part's size moved one step when buyers said the chart's size runs small (one up) or large
 * (one down), with that as a further reason; as it was at the end of the sizes, or when it fits.
 */
function learned(
  part: PartSize | null,
  sizes: readonly string[],
  key: (size: string) => string,
  running: SizesRunning,
): (PartSize & { moved: SizeReason | null }) | null {
  if (!part) return null;
  const runs = running[key(part.size)];
  const size = runs ? sizes[sizes.indexOf(part.size) + (runs === 'small' ? 1 : -1)] : undefined;
  if (!runs || size === undefined) return { ...part, moved: null };
  return { size, reason: part.reason, moved: { kind: 'runs', runs, from: part.size, size } };
}

const fitsNot = (part: PartSize | NoStandardSize | null): part is NoStandardSize => part?.size === null;

/**
 * The standard size the size chart gives for a saved measurement profile, with the reason; or
 * that none fits (made to measure is the way then); or null when the profile lacks what the
 * chart is read by. A man's profile with only one part's measurements advises that part.
 * `running`: the piece's sizes that run small or large (its product answer's sizeFit): the
 * advice moves one size for them, and says so.
 */
export function sizeFromMeasurements(
  fit: Fit,
  measurements: Record<string, unknown>,
  running: SizesRunning = {},
): SizeAdvice {
  const charted = upperSize(fit, measurements);
  const measuredLower = fit === 'mens' ? lowerSize(measurements) : null;
  if (fitsNot(charted)) return { fits: false, reason: charted.reason };
  if (fitsNot(measuredLower)) return { fits: false, reason: measuredLower.reason };
  if (!charted && !measuredLower) return null;
  const upper = learned(charted, CLOTHING_SIZES, (size) => (fit === 'mens' ? `upper:${size}` : size), running);
  const lower = learned(measuredLower, WAIST_SIZES.map(String), (size) => `lower:${size}`, running);
  const sizes: AdvisedSizes = {};
  if (fit === 'womens' && upper) sizes.size = upper.size;
  if (fit === 'mens' && upper) sizes.upper = upper.size;
  if (lower) sizes.lower = lower.size;
  return {
    fits: true,
    sizes,
    reasons: [upper, lower].flatMap((part) => (part ? [part.reason, ...(part.moved ? [part.moved] : [])] : [])),
  };
}
