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

it.each([
  ['/checkout', 'en', 'Checkout | Elegance'],
  ['/customer-dashboard', 'hi', 'मेरा अकाउंट | Elegance'],
] as const)('titles the private page %s (%s) with its own name', async (path, locale, title) => {
  const page = await resolvePage(new URL(`${ORIGIN}${path}`), ORIGIN, catalog, locale);
  expect(page).toMatchObject({ status: 200, private: true, head: { title, canonical: null } });
});

it('keeps the search results out of the index, titled with her words, and yet a public page a shared cache may keep', async () => {
  const page = await resolvePage(new URL(`${ORIGIN}/search?q=silk%20sari&sort=newest`), ORIGIN, catalog);
  expect(page).toEqual({
    status: 200,
    head: expect.objectContaining({ title: 'Results for “silk sari” | Elegance', canonical: null }),
  });
  const empty = await resolvePage(new URL(`${ORIGIN}/search`), ORIGIN, catalog, 'hi');
  expect(empty.head).toMatchObject({ title: 'खोजें | Elegance', canonical: null, locale: 'hi' });
});
