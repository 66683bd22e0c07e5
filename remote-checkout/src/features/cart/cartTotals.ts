import type { CartItem } from '@store/shared/store';

/** One unit per line; shipping is 0 and GST is included, so the total is the sum of prices. */
export function cartSubtotal(items: readonly Pick<CartItem, 'price'>[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.price) ? item.price : 0), 0);
}

/** 20% now, rounded to a whole rupee (spec 9). */
export function partialPayment(total: number): number {
  return Math.round(total * 0.2);
}

/** 'Size: ...' text for a cart line: objects as 'key: value' pairs joined by commas. */
export function describeSize(size: unknown): string {
  if (size === null || size === undefined || size === '') return '-';
  if (typeof size === 'object') {
    return Object.entries(size as Record<string, unknown>)
      .filter(([key]) => key !== 'custom')
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(', ');
  }
  return String(size);
}
