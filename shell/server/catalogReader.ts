import type { Product } from '@store/shared/api';
import type { SitemapEntries } from '@store/shared/schemas';

/** What the render server reads from the API, within a time budget: a slow API never holds a page. */
export interface CatalogReader {
  /** The product a shopper may see, or null (unknown, hidden, malformed id). */
  product(id: string): Promise<Product | null>;
  version(): Promise<number>;
  sitemap(): Promise<SitemapEntries>;
}

export class ApiUnavailable extends Error {}

export function catalogReader(apiUrl: string, timeoutMs: number): CatalogReader {
  const read = async (path: string): Promise<Response> => {
    try {
      return await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ApiUnavailable(`${path}: ${(error as Error).message}`);
    }
  };
  const json = async <T>(path: string): Promise<T> => {
    const response = await read(path);
    if (!response.ok) throw new ApiUnavailable(`${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    async product(id) {
      const response = await read(`/products/${encodeURIComponent(id)}`);
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) throw new ApiUnavailable(`product ${id}: HTTP ${response.status}`);
      return (await response.json()) as Product;
    },
    version: async () => (await json<{ version: number }>('/catalog/version')).version,
    sitemap: () => json<SitemapEntries>('/catalog/sitemap'),
  };
}
