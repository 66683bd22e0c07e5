/** @jest-environment node */
import type { CatalogReader } from './catalogReader';
import { resolvePage } from './pages';

const ORIGIN = 'https://elegance.example.in';
const catalog = {} as CatalogReader;

it("keeps a filtered listing's canonical to its category: filters, search and sort are not pages of their own", async () => {
  const page = await resolvePage(
    new URL(`${ORIGIN}/mens?type=suits&colour=Red&size=upper%3AL&minPrice=500&sort=newest`),
    ORIGIN,
    catalog,
  );
  expect(page).toMatchObject({ status: 200, head: { canonical: `${ORIGIN}/mens?type=suits` } });
  const all = await resolvePage(new URL(`${ORIGIN}/womens?fabric=Silk`), ORIGIN, catalog);
  expect(all.head.canonical).toBe(`${ORIGIN}/womens`);
});

it.each(['/wishlist', '/delivery-issue/ndr.e1.sig'])(
  "keeps %s out of the index and out of shared caches: it is the shopper's own",
  async (path) => {
    const page = await resolvePage(new URL(`${ORIGIN}${path}`), ORIGIN, catalog);
    // No canonical URL: the head says noindex.
    expect(page).toMatchObject({ status: 200, private: true, head: { canonical: null } });
  },
);
