import type { Product } from '@store/shared/api';
import type { SitemapEntries } from '@store/shared/schemas';
import type { ApiAnswer } from '@store/shared/store';

/** What the render server reads from the API, within a time budget: a slow API never holds a page. */
export interface CatalogReader {
  /** One GET as the page's code makes it (`/products/<id>`): status, body and the headers it reads. */
  read(path: string): Promise<ApiAnswer>;
  /** The product a shopper may see, or null (unknown, hidden, malformed id). */
  product(id: string): Promise<Product | null>;
  version(): Promise<number>;
  sitemap(): Promise<SitemapEntries>;
}

export class ApiUnavailable extends Error {}

/** A product read as a shopper may see it: null for unknown, hidden or malformed ids. */
async function productOf(read: CatalogReader['read'], id: string): Promise<Product | null> {
  const answer = await read(`/products/${encodeURIComponent(id)}`);
  if (answer.status === 404 || answer.status === 400) return null;
  if (answer.status !== 200) throw new ApiUnavailable(`product ${id}: HTTP ${answer.status}`);
  return answer.body as Product;
}

/** The answer headers a page's code reads (the listing's next-page cursor). */
const KEPT_HEADERS = ['x-next-cursor'];

export function catalogReader(apiUrl: string, timeoutMs: number): CatalogReader {
  const get = async (path: string): Promise<Response> => {
    try {
      return await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ApiUnavailable(`${path}: ${(error as Error).message}`);
    }
  };
  const json = async <T>(path: string): Promise<T> => {
    const response = await get(path);
    if (!response.ok) throw new ApiUnavailable(`${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  const reader: CatalogReader = {
    async read(path) {
      // Only a path of the API's own: '@host/...' or 'host/...' after its origin would name another server.
      if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`not an API path: ${path}`);
      const response = await get(path);
      if (response.status >= 500) throw new ApiUnavailable(`${path}: HTTP ${response.status}`);
      const headers = Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name) ?? '']] : [])),
      );
      return { status: response.status, body: await response.json().catch(() => null), headers };
    },
    product: (id) => productOf(reader.read, id),
    version: async () => (await json<{ version: number }>('/catalog/version')).version,
    sitemap: () => json<SitemapEntries>('/catalog/sitemap'),
  };
  return reader;
}

/** The same reader, each path read once for one page (its head and its body read the same answers). */
export function readOnce(catalog: CatalogReader): CatalogReader & { reads: Map<string, Promise<ApiAnswer>> } {
  const reads = new Map<string, Promise<ApiAnswer>>();
  const once: CatalogReader & { reads: typeof reads } = {
    ...catalog,
    reads,
    read(path) {
      let answer = reads.get(path);
      if (!answer) {
        answer = catalog.read(path);
        reads.set(path, answer);
      }
      return answer;
    },
    product: (id) => productOf(once.read, id),
  };
  return once;
}
