import { installFakeApi, prefetchedCache } from '@store/shared/testing';
import { prefetch } from './Listing';

const api = installFakeApi();

it("reads the listing's first page with the URL's category, search, sort and filters, leaving bad ones out", async () => {
  api.on('GET /api/products/:section', () => []);
  await prefetchedCache(
    prefetch,
    '/mens?type=suits&search=silk&sort=newest&colour=Red&size=upper:L&minPrice=0500&maxPrice=x&fabric=Plastic&utm_source=ad',
  );
  await prefetchedCache(prefetch, '/womens');
  expect(api.calls.map((call) => `${call.path}?${new URLSearchParams(call.query)}`)).toEqual([
    '/api/products/mens?limit=24&type=suits&search=silk&sort=newest&minPrice=500&size=upper%3AL&colour=Red',
    '/api/products/womens?limit=24',
  ]);
});
