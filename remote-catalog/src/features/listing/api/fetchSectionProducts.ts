import { apiClient } from '@store/shared/api';
import type { Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';

/** GET /api/products/{section}: type is omitted for 'all'; accessories send hyphens as spaces. */
export async function fetchSectionProducts(section: Section, type: string, signal?: AbortSignal): Promise<Product[]> {
  const params: Record<string, string> = {};
  if (type && type !== 'all') params.type = section === 'accessories' ? type.replace(/-/g, ' ') : type;
  const { data } = await apiClient().get<Product[]>(`/api/products/${section}`, { params, signal });
  return Array.isArray(data) ? data : [];
}
