import { apiClient, type Product } from '@store/shared/api';
import { isAxiosError } from 'axios';

export type ProductResult = { status: 'found'; product: Product } | { status: 'not-found' };

/** GET /products/{id}. Unknown, malformed and inactive ids are all "not found" to a shopper. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductResult> {
  try {
    const { data } = await apiClient().get<Product>(`/products/${encodeURIComponent(id)}`, { signal });
    return { status: 'found', product: data };
  } catch (error) {
    const status = isAxiosError(error) ? error.response?.status : undefined;
    if (status === 404 || status === 400) return { status: 'not-found' };
    throw error;
  }
}
