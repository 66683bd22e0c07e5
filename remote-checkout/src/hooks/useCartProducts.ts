import { firstImageUrl, type Product } from '@store/shared/api';
import { productText } from '@store/shared/catalog';
import { DEFAULT_LOCALE, type Locale } from '@store/shared/i18n';
import { skipToken, type CartItem } from '@store/shared/store';
import { useMemo } from 'react';
import { cartProductsApi, type ProductPath } from '../api/cartProductsApi';

/** A product as the cart shows it; null when it could not be loaded ('Product not found', 0). */
export type CartProducts = Map<string, Product | null>;

const NO_PRODUCTS: CartProducts = new Map();

/** Loads each distinct product of the cart once; failures are logged and become null (product §8). */
export function useCartProducts(items: readonly CartItem[], path: ProductPath): CartProducts {
  const ids = [...new Set(items.map((item) => item.productId))].sort();
  // `data`: a changed bag keeps showing the last answers until its own arrive.
  const { data } = cartProductsApi.useCartProductsQuery(ids.length ? { path, ids } : skipToken);
  return useMemo(() => (ids.length && data ? new Map(Object.entries(data)) : NO_PRODUCTS), [ids.length, data]);
}

/**
 * What a line shows: the server's name (in the page's language, where the product has it) and
 * price once loaded; the name kept in the bag until then; null ('Product not found') at 0 if it failed.
 */
export function lineDetails(
  item: CartItem,
  products: CartProducts,
  locale: Locale = DEFAULT_LOCALE,
): { name: string | null; price: number; image: string } {
  if (!products.has(item.productId))
    return { name: productText({ ...item, description: '' }, locale).name, price: item.price, image: item.image };
  const product = products.get(item.productId);
  if (!product) return { name: null, price: 0, image: '' };
  return { name: productText(product, locale).name, price: product.price, image: firstImageUrl(product) ?? item.image };
}
