import { apiClient, type Product } from '@store/shared/api';
import type { AddProductInput } from '@store/shared/schemas';

export interface ImageRef {
  url: string;
  fileId: string;
}

/** GET /products/admin/{section}: every product, active or not. */
export async function fetchAdminProducts(section: string, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient().get<Product[]>(`/products/admin/${section}`, { signal });
  return Array.isArray(data) ? data : [];
}

export async function addProduct(product: AddProductInput): Promise<Product> {
  return (await apiClient().post<Product>('/admin/add-product', product)).data;
}

/** PUT /products/admin/{id}: the accessories screen sends no images (product §7). */
export async function updateProduct(
  id: string,
  edit: { name: string; price: number; description: string; hsn?: string; images?: ImageRef[] },
): Promise<Product> {
  return (await apiClient().put<Product>(`/products/admin/${encodeURIComponent(id)}`, edit)).data;
}

export async function toggleProductActive(id: string): Promise<Product> {
  return (await apiClient().patch<Product>(`/products/admin/${encodeURIComponent(id)}/toggle-active`)).data;
}

export async function deleteProduct(id: string): Promise<void> {
  await apiClient().delete(`/products/admin/${encodeURIComponent(id)}`);
}
