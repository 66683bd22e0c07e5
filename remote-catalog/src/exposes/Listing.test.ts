import { HttpResponse } from 'msw';
import { api, prefetchedCache, requests, setupApiServer } from '@store/shared/testing';
import { prefetch } from './Listing';

const server = setupApiServer();

it("reads the listing's first page with the URL's category, search, sort and filters, leaving bad ones out", async () => {
  server.use(
    api.get('/api/products/:section', () => HttpResponse.json([])),
    api.get('/api/products/:section/facets', () =>
      HttpResponse.json({ total: 0, size: {}, colour: {}, fabric: {}, occasion: {} }),
    ),
  );
  await prefetchedCache(
    prefetch,
    '/mens?type=suits&search=silk&sort=newest&colour=Red&size=upper:L&minPrice=0500&maxPrice=x&fabric=Plastic&utm_source=ad',
  );
  await prefetchedCache(prefetch, '/womens');
  expect(requests.map((call) => `${call.path}?${new URLSearchParams(call.query)}`)).toEqual([
    '/api/products/mens?limit=24&type=suits&search=silk&sort=newest&minPrice=500&size=upper%3AL&colour=Red',
    // The filters' counts for the same choices (a sort changes no count).
    '/api/products/mens/facets?type=suits&search=silk&minPrice=500&size=upper%3AL&colour=Red',
    '/api/products/womens?limit=24',
    '/api/products/womens/facets?',
  ]);
});

it('reads several values of a filter, repeated as a form of checkboxes sends them, in their listed order', async () => {
  server.use(
    api.get('/api/products/:section', () => HttpResponse.json([])),
    api.get('/api/products/:section/facets', () =>
      HttpResponse.json({ total: 0, size: {}, colour: {}, fabric: {}, occasion: {} }),
    ),
  );
  await prefetchedCache(prefetch, '/womens?type=all&colour=Navy&colour=Red&colour=Teal&size=M,L');
  expect(requests.map((call) => call.query)).toEqual([
    { limit: '24', size: 'M,L', colour: 'Red,Navy' },
    { size: 'M,L', colour: 'Red,Navy' },
  ]);
});
