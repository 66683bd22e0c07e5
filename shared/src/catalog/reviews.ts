/** How a piece fitted, as its buyer said: it runs small, is true to size, or runs large. */
export const FIT_VERDICTS = ['small', 'true', 'large'] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];

export const FIT_VERDICT_LABELS: Record<FitVerdict, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

/** Fit answers a product needs before its page says what most buyers found. */
export const FIT_SUMMARY_MIN_ANSWERS = 5;

/** What most buyers said of the fit, once enough answered: the largest count, 'true' winning a tie; small and large tied say nothing. */
export function fitVerdict(fit: Record<FitVerdict, number>): FitVerdict | null {
  const answers = fit.small + fit.true + fit.large;
  if (answers < FIT_SUMMARY_MIN_ANSWERS) return null;
  const most = Math.max(fit.small, fit.true, fit.large);
  if (fit.true === most) return 'true';
  return fit.small === fit.large ? null : fit.small === most ? 'small' : 'large';
}

/** The longest review the API keeps, in characters. */
export const REVIEW_MAX_LENGTH = 1000;

/** The most photos one review carries. */
export const REVIEW_MAX_PHOTOS = 3;
