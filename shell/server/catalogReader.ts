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
  // Any success but a product (another reader's null, say) is no answer: never a 404 for a product that exists.
  if (answer.body === null || typeof answer.body !== 'object')
    throw new ApiUnavailable(`product ${id}: HTTP 200 without a product`);
  return answer.body as Product;
}

/** The answer headers a page's code reads (the listing's next-page cursor). */
const KEPT_HEADERS = ['x-next-cursor'];

/** Below this much of the budget left, a failed read is not tried again. */
const RETRY_FLOOR_MS = 50;

/**
 * The API's answer as the page reads it, or ApiUnavailable. A success is only one whose body
 * arrived whole as JSON (every catalogue answer is an object or an array): a body cut off (an
 * instance killed mid-answer) or still arriving when the budget ran out is no answer, not a
 * 200 with nothing in it, which a listing would draw empty and a product page as a 404.
 */
async function answerOf(apiUrl: string, path: string, signal: AbortSignal): Promise<ApiAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${apiUrl}${path}`, { signal });
    text = await response.text();
  } catch (error) {
    throw new ApiUnavailable(`${path}: ${(error as Error).message}`);
  }
  const { status } = response;
  if (status >= 500 || status < 200 || (status >= 300 && status < 400))
    throw new ApiUnavailable(`${path}: HTTP ${status}`);
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // A refusal without JSON is still a refusal; a success without it is no answer (below).
  }
  if (status < 300 && (body === null || typeof body !== 'object'))
    throw new ApiUnavailable(`${path}: HTTP ${status} without the answer's JSON (${text.length} bytes)`);
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name) ?? '']] : [])),
  );
  return { status, body, headers };
}

export function catalogReader(apiUrl: string, timeoutMs: number): CatalogReader {
  const reader: CatalogReader = {
    async read(path) {
      // Only a path of the API's own: '@host/...' or 'host/...' after its origin would name another server.
      if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`not an API path: ${path}`);
      // Within one budget, a failed read is tried once more: behind the API's front that is
      // most often another instance (the front sends each call to the next one).
      const deadline = Date.now() + timeoutMs;
      for (let attempt = 1; ; attempt++) {
        try {
          return await answerOf(apiUrl, path, AbortSignal.timeout(Math.max(1, deadline - Date.now())));
        } catch (error) {
          if (attempt >= 2 || deadline - Date.now() < RETRY_FLOOR_MS) throw error;
        }
      }
    },
    product: (id) => productOf(reader.read, id),
    version: async () => (await successOf<{ version: number }>(reader, '/catalog/version')).version,
    sitemap: () => successOf<SitemapEntries>(reader, '/catalog/sitemap'),
  };
  return reader;
}

/** A read that must succeed (the version, the sitemap): a refusal is an outage too. */
async function successOf<T>(reader: Pick<CatalogReader, 'read'>, path: string): Promise<T> {
  const answer = await reader.read(path);
  if (answer.status !== 200) throw new ApiUnavailable(`${path}: HTTP ${answer.status}`);
  return answer.body as T;
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
