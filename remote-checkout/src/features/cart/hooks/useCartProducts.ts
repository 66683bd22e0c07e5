import { firstImageUrl, type Product } from '@store/shared/api';
import type { CartItem } from '@store/shared/store';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import { fetchCartProduct, type ProductPath } from '../api/fetchCartProduct';

/** A product as the cart shows it; null when it could not be loaded ('Product not found', 0). */
export type CartProducts = Map<string, Product | null>;

/** Loads each distinct product of the cart once; failures are logged and become null (spec 8). */
export function useCartProducts(items: readonly CartItem[], path: ProductPath): CartProducts {
  const [products, setProducts] = useState<CartProducts>(new Map());
  const ids = [...new Set(items.map((item) => item.productId))].sort().join(',');
  useEffect(() => {
    if (!ids) return setProducts(new Map());
    const controller = new AbortController();
    Promise.all(
      ids.split(',').map((id) =>
        fetchCartProduct(path, id, controller.signal).then(
          (product): [string, Product | null] => [id, product],
          (error: unknown): [string, Product | null] => {
            if (!isCancel(error)) console.error(`cart: failed to load product ${id}`, error);
            return [id, null];
          },
        ),
      ),
    ).then((entries) => {
      if (!controller.signal.aborted) setProducts(new Map(entries));
    });
    return () => controller.abort();
  }, [ids, path]);
  return products;
}

/** What a line shows: the server's name and price once loaded; 'Product not found' at 0 if it failed. */
export function lineDetails(item: CartItem, products: CartProducts) {
  if (!products.has(item.productId)) return { name: item.name, price: item.price, image: item.image };
  const product = products.get(item.productId);
  if (!product) return { name: 'Product not found', price: 0, image: '' };
  return { name: product.name, price: product.price, image: firstImageUrl(product) ?? item.image };
}
