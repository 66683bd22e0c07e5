import { apiClient } from '@store/shared/api';

/** GET /ratings/mine: product id -> the signed-in customer's rating of it. */
export async function fetchMyRatings(signal?: AbortSignal): Promise<Map<string, number>> {
  const { data } = await apiClient().get<{ productId: string; rating: number }[]>('/ratings/mine', { signal });
  return new Map((Array.isArray(data) ? data : []).map(({ productId, rating }) => [productId, rating]));
}

/** PUT /products/{id}/rating: allowed once an order with the product is completed. */
export async function rateProduct(productId: string, rating: number): Promise<void> {
  await apiClient().put(`/products/${encodeURIComponent(productId)}/rating`, { rating });
}
