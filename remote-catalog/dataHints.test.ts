import { fillDataHint, getRuntimeConfig } from '@store/shared/config';
import { HttpResponse } from 'msw';
import { api, prefetchedCache, requests, sampleProduct, setupApiServer } from '@store/shared/testing';
import { CATALOG_DATA_HINTS } from './dataHints';
import { prefetch as listingReads } from './src/exposes/Listing';
import { prefetch as productReads } from './src/exposes/ProductDetail';

const server = setupApiServer();

beforeEach(() => {
  server.use(
    api.get('/api/products/:section', () => HttpResponse.json([])),
    api.get('/api/products/:section/facets', () =>
      HttpResponse.json({ total: 0, size: {}, colour: {}, fabric: {}, occasion: {} }),
    ),
    api.get<{ id: string }>('/products/:id', ({ params }) => HttpResponse.json(sampleProduct({ _id: params.id }))),
  );
});
afterEach(() => delete window.__STORE_EARLY_START__);

const asked = () => requests.map((call) => `${call.path}?${new URLSearchParams(call.query)}`.replace(/\?$/, ''));

it("declares what each page's prefetch reads on a URL without a query, so the early start reads the same", async () => {
  await prefetchedCache(listingReads, '/womens');
  await prefetchedCache(productReads, '/product/a%20b', { id: 'a b' });
  expect(asked()).toEqual([
    ...(CATALOG_DATA_HINTS.Listing ?? []).map((hint) => fillDataHint(hint, '/womens', {})),
    ...(CATALOG_DATA_HINTS.ProductDetail ?? []).map((hint) => fillDataHint(hint, '/product/a%20b', { id: 'a b' })),
  ]);
});

it("answers a page's read from the early start's, once, instead of asking the API again", async () => {
  const path = fillDataHint(CATALOG_DATA_HINTS.Listing?.[0] ?? '', '/mens', {});
  const early = { body: JSON.stringify([]), headers: { 'x-next-cursor': 'abc' } };
  window.__STORE_EARLY_START__ = {
    config: Promise.resolve(getRuntimeConfig()),
    reads: { [`${getRuntimeConfig().apiUrl}${path}`]: { at: performance.now(), answer: Promise.resolve(early) } },
  };
  const cache = await prefetchedCache(listingReads, '/mens');
  // The first page came from the early start; its counts (not read early here) from the API.
  const counts = fillDataHint(CATALOG_DATA_HINTS.Listing?.[1] ?? '', '/mens', {});
  expect(asked()).toEqual([counts]);
  expect(Object.values(cache.queries)[0]).toMatchObject({
    status: 'fulfilled',
    data: { pages: [{ nextCursor: 'abc' }] },
  });
  // Taken once: the next read of it asks the API.
  await prefetchedCache(listingReads, '/mens');
  expect(asked().sort()).toEqual([counts, counts, path].sort());
});
