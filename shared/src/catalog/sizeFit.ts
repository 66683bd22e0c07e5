import type { FitVerdict } from './reviews';

/**
 * Sizes that learn (issue 45): how a size of a piece runs, by what its buyers said: a return or
 * exchange for "too small" or "too large", and the fit in reviews ('runs small', 'true to size',
 * 'runs large'). Once at least `minAnswers` buyers answered (FIT_MIN_ANSWERS), a size runs small
 * when a clear majority, FIT_CLEAR_MAJORITY of the answers or more, said small; large alike.
 * Anything less says nothing: the size chart stands.
 */

/** How a size runs off its chart. */
export type SizeRuns = 'small' | 'large';

/** The share of the answers that must agree: three in five. */
export const FIT_CLEAR_MAJORITY = 0.6;

/** The default count of answers a size needs before it may be said to run small or large. */
export const DEFAULT_FIT_MIN_ANSWERS = 5;

/** How a size runs by its answers, or null (too few answers, or no clear majority off the chart). */
export function sizeRuns(said: Record<FitVerdict, number>, minAnswers: number): SizeRuns | null {
  const answers = said.small + said.true + said.large;
  if (answers === 0 || answers < minAnswers) return null;
  if (said.small >= answers * FIT_CLEAR_MAJORITY) return 'small';
  if (said.large >= answers * FIT_CLEAR_MAJORITY) return 'large';
  return null;
}

/** The sizes of a piece that run off their chart, by stock key ('upper:M', 'lower:34', 'M'). */
export type SizesRunning = Record<string, SizeRuns>;
