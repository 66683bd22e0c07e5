import { apiClient, type Product } from '@store/shared/api';
import { isAxiosError } from 'axios';

export type ProductResult = { status: 'found'; product: Product } | { status: 'not-found' };

/** The path of a product's read: the render server reads it for the page too (dataHints). */
export const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

/** A product answer (the browser's, or the server's read) as the page reads it. */
export function productResult(status: number, body: unknown): ProductResult | null {
  if (status === 200) return { status: 'found', product: body as Product };
  if (status === 404 || status === 400) return { status: 'not-found' };
  return null;
}

/** GET /products/{id}. Unknown, malformed and inactive ids are all "not found" to a shopper. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductResult> {
  try {
    const { data } = await apiClient().get<Product>(productPath(id), { signal });
    return { status: 'found', product: data };
  } catch (error) {
    const known = isAxiosError(error) && error.response ? productResult(error.response.status, null) : null;
    if (known) return known;
    throw error;
  }
}
