import { firstImageUrl, type Product } from '@store/shared/api';
import type { CartItem } from '@store/shared/store';
import { isCancel } from 'axios';
import { useLoad } from '@store/shared/ui';
import { fetchCartProduct, type ProductPath } from '../api/fetchCartProduct';

/** A product as the cart shows it; null when it could not be loaded ('Product not found', 0). */
export type CartProducts = Map<string, Product | null>;

const NO_PRODUCTS: CartProducts = new Map();

/** Loads each distinct product of the cart once; failures are logged and become null (product §8). */
export function useCartProducts(items: readonly CartItem[], path: ProductPath): CartProducts {
  const ids = [...new Set(items.map((item) => item.productId))].sort().join(',');
  const { data } = useLoad(
    async (signal) =>
      new Map(
        await Promise.all(
          ids.split(',').map((id) =>
            fetchCartProduct(path, id, signal).then(
              (product): [string, Product | null] => [id, product],
              (error: unknown): [string, Product | null] => {
                if (!isCancel(error)) console.error(`cart: failed to load product ${id}`, error);
                return [id, null];
              },
            ),
          ),
        ),
      ),
    [ids, path],
    { enabled: Boolean(ids), keepData: true },
  );
  return (ids && data) || NO_PRODUCTS;
}

/** What a line shows: the server's name and price once loaded; 'Product not found' at 0 if it failed. */
export function lineDetails(item: CartItem, products: CartProducts) {
  if (!products.has(item.productId)) return { name: item.name, price: item.price, image: item.image };
  const product = products.get(item.productId);
  if (!product) return { name: 'Product not found', price: 0, image: '' };
  return { name: product.name, price: product.price, image: firstImageUrl(product) ?? item.image };
}
