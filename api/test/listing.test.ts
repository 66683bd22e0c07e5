import { LISTING_SORTS, type Product } from '@store/shared/schemas';
import { eq } from 'drizzle-orm';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '@store/shared/cache-control';
import { buildApp } from '../src/app';
import { products, type NewProductRow } from '../src/db/schema';
import { customerClient } from './customerClient';
import { testApiSession } from './testApp';

const api = testApiSession();

// Products of our own beside the seeded ones, with names no seed product uses.
const zephyrs: NewProductRow[] = [
  { name: 'Zephyr Aviator', pricePaise: 150_000, unitsSold: 5, ratingCount: 2, ratingTotal: 10 },
  { name: 'Zephyr Wayfarer 50%_off', pricePaise: 90_000, unitsSold: 50, ratingCount: 10, ratingTotal: 45 },
  { name: 'ZEPHYR Round', pricePaise: 120_000, unitsSold: 20, ratingCount: 0, ratingTotal: 0 },
  { name: 'Plain frame', description: 'A zephyr-light acetate frame', pricePaise: 120_000, unitsSold: 20 },
  { name: 'Zephyr Cat-eye', pricePaise: 120_000, unitsSold: 1, ratingCount: 4, ratingTotal: 18 },
  { name: 'Zephyr Hidden', pricePaise: 100, unitsSold: 999, active: false },
].map((row) => ({ category: 'accessories', type: 'sunglasses', images: [], ...row }));

beforeAll(async () => {
  // One statement: every row gets the same created_at, so ids must break the ties.
  await api.database.db.insert(products).values(zephyrs);
});

async function get(url: string) {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), next: response.headers['x-next-cursor'] as string };
}

const names = (list: Product[]) => list.map((p) => p.name);

/** Every page of a listing, following X-Next-Cursor. */
async function allPages(url: string): Promise<Product[]> {
  const out: Product[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const separator = url.includes('?') ? '&' : '?';
    const { status, body, next } = await get(cursor ? `${url}${separator}cursor=${cursor}` : url);
    expect(status).toBe(200);
    out.push(...body);
    if (!next) return out;
    cursor = next;
  }
  throw new Error('more than 100 pages');
}

describe('listing search', () => {
  it('matches name or description, trimmed and case-insensitive, hiding inactive products', async () => {
    const { body } = await get('/api/products/accessories?search=%20%20zEpHyR%20&limit=100');
    expect(names(body).sort()).toEqual(
      ['Plain frame', 'ZEPHYR Round', 'Zephyr Aviator', 'Zephyr Cat-eye', 'Zephyr Wayfarer 50%_off'].sort(),
    );
  });

  it('treats % and _ as plain characters', async () => {
    expect(names((await get('/api/products/accessories?search=50%25_')).body)).toEqual(['Zephyr Wayfarer 50%_off']);
    expect((await get('/api/products/accessories?search=%25')).body).toHaveLength(1);
  });

  it('combines with the category and stays inside the section', async () => {
    expect((await get('/api/products/accessories?type=watch&search=zephyr')).body).toEqual([]);
    expect((await get('/api/products/mens?search=zephyr')).body).toEqual([]);
    expect((await get('/api/products/accessories?type=sunglasses&search=zephyr')).body).toHaveLength(5);
  });
});

describe('listing sort', () => {
  const search = '/api/products/accessories?search=zephyr&sort=';

  it('orders by price both ways, ties broken the same way every time', async () => {
    const ascending = (await get(`${search}price-asc`)).body as Product[];
    expect(ascending.map((p) => p.price)).toEqual([900, 1200, 1200, 1200, 1500]);
    const descending = (await get(`${search}price-desc`)).body as Product[];
    expect(descending.map((p) => p.price)).toEqual([1500, 1200, 1200, 1200, 900]);
    expect(names(descending.slice(1, 4))).toEqual(names(ascending.slice(1, 4)).reverse());
  });

  it('puts the most ordered first by default (Most Popular)', async () => {
    const { body } = await get('/api/products/accessories?search=zephyr');
    expect(names(body)[0]).toBe('Zephyr Wayfarer 50%_off');
    expect(names(body)[4]).toBe('Zephyr Cat-eye');
    expect(body).toEqual((await get(`${search}popular`)).body);
  });

  it('orders by average rating, then number of ratings, unrated last', async () => {
    const { body } = await get(`${search}rating`);
    expect(names(body).slice(0, 3)).toEqual(['Zephyr Aviator', 'Zephyr Wayfarer 50%_off', 'Zephyr Cat-eye']);
    expect(body.slice(0, 3).map((p: Product) => p.rating)).toEqual([
      { average: 5, count: 2 },
      { average: 4.5, count: 10 },
      { average: 4.5, count: 4 },
    ]);
    expect(body.slice(3).map((p: Product) => p.rating)).toEqual([null, null]);
  });

  it('orders by newest first', async () => {
    const { body } = await get('/api/products/mens?sort=newest&limit=100');
    const times = body.map((p: Product) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('listing pages', () => {
  it.each(LISTING_SORTS)('walks every product exactly once, sorted by %s, a few at a time', async (sort) => {
    const whole = (await get(`/api/products/accessories?sort=${sort}&limit=100`)).body as Product[];
    expect(whole.length).toBeGreaterThan(10);
    const paged = await allPages(`/api/products/accessories?sort=${sort}&limit=4`);
    expect(paged.map((p) => p._id)).toEqual(whole.map((p) => p._id));
  });

  it('pages through rows that tie on every sort key but the id', async () => {
    const paged = await allPages('/api/products/accessories?search=zephyr&sort=price-asc&limit=1');
    expect(names(paged)).toEqual(names((await get('/api/products/accessories?search=zephyr&sort=price-asc')).body));
    expect(new Set(paged.map((p) => p._id)).size).toBe(5);
  });

  it('sends no cursor on the last page', async () => {
    const { body, next } = await get('/api/products/accessories?search=zephyr&limit=5');
    expect(body).toHaveLength(5);
    expect(next).toBeUndefined();
  });

  it('exposes the cursor header to the shell across origins', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/products/mens?limit=2',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers['access-control-expose-headers']).toMatch(/x-next-cursor/i);
    expect(response.headers['x-next-cursor']).toBeTruthy();
  });
});

describe('listing input', () => {
  it.each([
    ['sort=cheapest', 'sort: must be one of popular, rating, newest, price-asc, price-desc'],
    ['limit=0', 'limit: must be at least 1'],
    ['limit=101', 'limit: must be at most 100'],
    ['limit=ten', 'limit: must be a number'],
    ['limit=2.5', 'limit: must be a whole number'],
    [`search=${'a'.repeat(101)}`, 'search: must be at most 100 characters'],
    ['cursor=not-a-cursor', 'cursor: is not a cursor this API made for this sort'],
    ['maxPrice=99999999999', 'maxPrice: must be at most 10000000'],
    ['minPrice=1e20', 'minPrice: must be at most 10000000'],
  ])('refuses %s with a message naming the field', async (query, message) => {
    expect(await get(`/api/products/mens?${query}`)).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a cursor made for another sort, or one with forged values', async () => {
    const { next } = await get('/api/products/mens?sort=newest&limit=2');
    expect((await get(`/api/products/mens?sort=price-asc&cursor=${next}`)).status).toBe(400);
    const forged = Buffer.from(JSON.stringify({ s: 'newest', k: ["1'); drop table products;--", 'x'] })).toString(
      'base64url',
    );
    expect((await get(`/api/products/mens?sort=newest&cursor=${forged}`)).status).toBe(400);
    expect((await get('/api/products/mens')).status).toBe(200);
  });

  it('refuses a hand-made cursor whose date, id or number the database could not read, with a 400', async () => {
    const uuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const message = 'cursor: is not a cursor this API made for this sort';
    for (const [sort, k] of [
      ['newest', ['2026-02-30 10:00:00+00', uuid]],
      ['newest', ['2026-01-01 10:61:00+00', uuid]],
      ['newest', ['2026-01-01 10:00:00+00', '-'.repeat(36)]],
      ['price-asc', [2 ** 31, uuid]],
      ['popular', [-(2 ** 31) - 1, '2026-01-01 10:00:00+00', uuid]],
    ] as const) {
      const cursor = Buffer.from(JSON.stringify({ s: sort, k })).toString('base64url');
      expect(await get(`/api/products/mens?sort=${sort}&cursor=${cursor}`)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    const leapDay = Buffer.from(JSON.stringify({ s: 'newest', k: ['2024-02-29 10:00:00+00', uuid] })).toString(
      'base64url',
    );
    expect((await get(`/api/products/mens?sort=newest&cursor=${leapDay}`)).status).toBe(200);
  });
});

describe('answers kept until the catalogue changes', () => {
  it('revalidates with an ETag, and shows a change at once here and within moments on another instance', async () => {
    const url = '/api/products/accessories?search=zephyr';
    const first = await api.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    const again = await api.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // (A change made through an instance shows there at once: admin.test toggles a product off.)
    const second = await buildApp({ config: api.config, database: api.database });
    try {
      expect(names((await second.inject({ method: 'GET', url })).json())).toContain('Zephyr Aviator');
      await api.database.db.update(products).set({ name: 'Zephyr Pilot' }).where(eq(products.name, 'Zephyr Aviator'));
      // Made by another writer (here the database itself): every instance sees it within 0.1 s.
      await new Promise((resolve) => setTimeout(resolve, 150));
      for (const app of [api.app, second]) {
        const now = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
        expect(now.statusCode).toBe(200);
        expect(names(now.json())).toContain('Zephyr Pilot');
      }
    } finally {
      await api.database.db.update(products).set({ name: 'Zephyr Aviator' }).where(eq(products.name, 'Zephyr Pilot'));
      await second.close();
    }
  });

  it("lets a shared cache keep an anonymous shopper's read, never a signed-in shopper's or an admin's", async () => {
    const { signIn, signInAdmin } = customerClient(api);
    const shopper = await signIn('+919822200001');
    const admin = await signInAdmin();
    const origin = api.config.corsOrigins[0] as string;
    const [product] = (await get('/api/products/accessories')).body as Product[];
    for (const url of [
      '/api/products/mens',
      '/products/womens?sort=newest',
      `/products/${product?._id}`,
      '/catalog/sitemap',
    ]) {
      const read = (headers: Record<string, string>) => api.app.inject({ method: 'GET', url, headers });
      const anonymous = await read({ origin });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
      expect(anonymous.headers['set-cookie']).toBeUndefined();
      // Sent to one origin with credentials allowed: a shared cache keeps it per origin.
      expect(anonymous.headers['access-control-allow-origin']).toBe(origin);
      expect(String(anonymous.headers.vary)).toMatch(/\bOrigin\b/i);
      for (const cookie of [shopper, admin]) {
        const signedIn = await read({ origin, cookie });
        expect(signedIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
        expect(signedIn.body).toBe(anonymous.body);
      }
      expect((await read({ authorization: 'Bearer x' })).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
    // What a front keys its cache by: the version, which an admin's edit moves.
    const version = await api.app.inject({ method: 'GET', url: '/catalog/version' });
    expect(version.headers['x-catalog-version']).toBe(String(version.json().version));
    expect(version.headers['cache-control']).toBe('no-store');
  });
});
