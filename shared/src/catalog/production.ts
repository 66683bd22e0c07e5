/**
 * A made-to-measure piece's way through the workshop, after the order is received. Standard
 * sizes skip it: they leave from stock.
 */
export const PRODUCTION_STAGES = [
  'received',
  'measurements-confirmed',
  'cutting',
  'stitching',
  'quality-check',
  'ready',
] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

export const PRODUCTION_STAGE_LABELS: Record<ProductionStage, string> = {
  received: 'Order received',
  'measurements-confirmed': 'Measurements confirmed',
  cutting: 'Cutting',
  stitching: 'Stitching',
  'quality-check': 'Quality check',
  ready: 'Ready',
};

/** A size of measurements marked custom (the product page's 'Custom size'): made to measure. */
export function isMadeToMeasure(size: unknown): boolean {
  return typeof size === 'object' && size !== null && (size as { custom?: unknown }).custom === true;
}

/**
 * Days from payment to dispatch an order promises unless the store configures others
 * (DISPATCH_DAYS_STANDARD, DISPATCH_DAYS_TAILORED): the API's defaults, and what a page shows
 * until the API has answered.
 */
export const DEFAULT_DISPATCH_DAYS = { standard: 2, tailored: 10 } as const;
