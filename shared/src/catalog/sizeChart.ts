import { CLOTHING_SIZES } from './sizes';

/** One row of the size chart, in inches (product §3 and 9). */
export interface SizeChartRow {
  size: (typeof CLOTHING_SIZES)[number];
  shoulder: number;
  chest: number;
  waist: number;
  neck: number;
  hip: number;
}

/**
 * XS to XL from the product description (shoulder 17-19, chest 36-44, waist 30-38, neck 15-17, hip 36-44);
 * each step adds 2 to chest, waist and hip and half an inch to shoulder and neck. XXL takes
 * one more of the same step.
 */
export const SIZE_CHART: readonly SizeChartRow[] = CLOTHING_SIZES.map((size, step) => ({
  size,
  shoulder: 17 + step * 0.5,
  chest: 36 + step * 2,
  waist: 30 + step * 2,
  neck: 15 + step * 0.5,
  hip: 36 + step * 2,
}));
