import type { CartItem } from '@store/shared/store';

/** One unit per line; shipping is 0 and GST is included, so the total is the sum of prices. */
export function cartSubtotal(items: readonly Pick<CartItem, 'price'>[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.price) ? item.price : 0), 0);
}
