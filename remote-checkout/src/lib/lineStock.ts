import type { Product } from '@store/shared/api';
import { LOW_STOCK_MAX, stockKeysOfSize } from '@store/shared/catalog';
import type { CartItem } from '@store/shared/store';
import { englishT, type CheckoutT } from '../i18n';

/** A piece the API said just sold out when payment started (409 `soldOut`): a product and a stock key. */
export interface SoldOutPiece {
  productId: string;
  size: string;
}

/**
 * What a bag line can be bought as now: from the product's availability, or 'sold-out' when the
 * payment start said so. Unknown (product not loaded, or a size it no longer has) is 'available':
 * the server decides at payment.
 */
export type LineStock =
  { state: 'available' } | { state: 'low'; left: number } | { state: 'out' } | { state: 'sold-out' };

export function lineStock(
  item: CartItem,
  product: Product | null | undefined,
  soldOut: readonly SoldOutPiece[] = [],
): LineStock {
  // An API older than this remote (they are released apart) sends no availability: unknown too.
  if (!product?.availability) return { state: 'available' };
  const keys = stockKeysOfSize(product.category, item.size);
  if (!keys) return { state: 'available' };
  if (soldOut.some((piece) => piece.productId === item.productId && keys.includes(piece.size)))
    return { state: 'sold-out' };
  // Made to measure takes no stock: out only when the product stopped offering it.
  if (keys.length === 0) return product.madeToMeasure ? { state: 'available' } : { state: 'out' };
  // A men's set needs both parts: the scarcer part says how many sets are left.
  const states = keys.map((key) => product.availability[key] ?? 'out');
  if (states.includes('out')) return { state: 'out' };
  const low = keys.filter((_, i) => states[i] === 'low');
  if (low.length === 0) return { state: 'available' };
  return { state: 'low', left: Math.min(...low.map((key) => product.left[key] ?? LOW_STOCK_MAX)) };
}

/** Whether the line stops the bag from being paid for. */
export function cannotBuy(stock: LineStock): boolean {
  return stock.state === 'out' || stock.state === 'sold-out';
}

/**
 * The words a line shows under its size: 'Only 2 left', 'Out of stock', 'Sold out'; none when
 * available. A screen passes its `t` (the page's language).
 */
export function lineStockLabel(stock: LineStock, t: CheckoutT = englishT): string | null {
  if (stock.state === 'low') return t('checkout.stock.left', { left: stock.left });
  if (stock.state === 'out') return t('checkout.stock.out');
  if (stock.state === 'sold-out') return t('checkout.stock.soldOut');
  return null;
}
