import { apiClient, type Product } from '@store/shared/api';

/** The drawer reads /api/products/{id}; checkout lines read /products/{id} (product §7 keeps both). */
export type ProductPath = '/api/products' | '/products';

export async function fetchCartProduct(path: ProductPath, id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await apiClient().get<Product>(`${path}/${encodeURIComponent(id)}`, { signal });
  return data;
}
