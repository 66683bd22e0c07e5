import { CATEGORIES, productTypes, SECTIONS } from '@store/shared/catalog';
import type { Product } from '@store/shared/schemas';
import { testApiSession } from './testApp';
import { sql } from 'drizzle-orm';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';

const api = testApiSession();

async function get(url: string) {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('catalogue API', () => {
  it('is live and ready', async () => {
    expect((await get('/health')).status).toBe(200);
    expect(await get('/ready')).toEqual({ status: 200, body: { status: 'ready', database: api.kind } });
  });

  it.each(SECTIONS)(
    'lists at least 12 active %s products covering every category, under both paths',
    async (section) => {
      const { status, body } = await get(`/api/products/${section}`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(12);
      expect(body.every((p: { active: boolean; category: string }) => p.active && p.category === section)).toBe(true);
      const types = new Set(body.map((p: { type: string }) => p.type));
      for (const type of productTypes(section)) expect(types).toContain(type);
      expect((await get(`/products/${section}`)).body).toEqual(body);
    },
  );

  it('sends _id, rupee prices and absolute image URLs that the API serves', async () => {
    const [product] = (await get('/api/products/mens')).body;
    expect(product._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isInteger(product.price)).toBe(true);
    expect(product.images.length).toBeGreaterThanOrEqual(1);
    expect(product.images.length).toBeLessThanOrEqual(4);
    const url = new URL(product.images[0].url);
    expect(url.origin).toBe('http://api.test');
    const image = await api.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.length).toBeGreaterThan(5_000);
  });

  it('filters by type; accessories accept hyphens written as spaces', async () => {
    const suits = (await get('/api/products/mens?type=suits')).body;
    expect(suits.length).toBeGreaterThan(0);
    expect(suits.every((p: { type: string }) => p.type === 'suits')).toBe(true);
    const watches = (await get('/api/products/accessories?type=watch')).body;
    expect(watches.every((p: { type: string }) => p.type === 'watch')).toBe(true);
    const kurtas = (await get('/api/products/mens?type=kurta%20set')).body;
    expect(kurtas.map((p: { type: string }) => p.type)).toEqual(kurtas.map(() => 'kurta-set'));
    expect((await get('/api/products/mens?type=all')).body.length).toBe((await get('/api/products/mens')).body.length);
  });

  it('refuses an unknown category with a message naming the field', async () => {
    expect(await get('/api/products/mens?type=bodycon')).toEqual({
      status: 400,
      body: { message: "type: unknown category 'bodycon' for mens" },
    });
    expect(CATEGORIES.womens.map((c) => c.value)).toContain('bodycon');
  });

  it('reads one product by id under both paths, and hides inactive ones', async () => {
    // A rated one (a few seeded products have no ratings yet).
    const product = (await get('/api/products/womens')).body.find((listed: Product) => listed.rating);
    const own = (await get(`/api/products/${product._id}`)).body;
    // Its own answer adds the ratings in full, which a listing leaves out: the same count, star by star.
    const { breakdown, ...rating } = own.rating;
    // And how its sizes run (none said yet: a fresh catalogue), which a listing leaves out too.
    const { sizeFit, ...rest } = own;
    expect(sizeFit).toEqual({});
    expect({ ...rest, rating }).toEqual(product);
    expect(breakdown.stars.reduce((sum: number, n: number) => sum + n, 0)).toBe(product.rating.count);
    expect(
      breakdown.stars.reduce((sum: number, n: number, i: number) => sum + n * (i + 1), 0) / product.rating.count,
    ).toBeCloseTo(product.rating.average, 2);
    expect((await get(`/products/${product._id}`)).body).toEqual(own);
    // Named like every other field the API refuses.
    expect(await get('/products/not-an-id')).toEqual({
      status: 400,
      body: { message: 'Invalid product id', field: 'id', code: 'field.invalid', values: { field: 'id' } },
    });
    expect((await get('/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('allows CORS with credentials only for the configured shell origins', async () => {
    const allowed = await api.app.inject({
      method: 'GET',
      url: '/api/products/mens',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const denied = await api.app.inject({
      method: 'GET',
      url: '/api/products/mens',
      headers: { origin: 'http://evil.example' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the shell edit and delete across origins (preflight allows PUT, PATCH and DELETE)', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url: '/address/00000000-0000-4000-8000-000000000000',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type,x-requested-with',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      // Kept by the browser for 10 minutes: a checkout's calls do not each wait for a preflight.
      expect(preflight.headers['access-control-max-age']).toBe('600');
    }
  });
});

describe('what the render server reads', () => {
  const { call, signInAdmin } = customerClient(api);

  it('lists every active product for the sitemap, and moves the version when one is hidden', async () => {
    const before = (await get('/catalog/version')).body.version;
    const sitemap = (await get('/catalog/sitemap')).body;
    expect(sitemap.sections).toEqual([...SECTIONS]);
    const [first] = (await get('/api/products/womens')).body;
    expect(sitemap.products).toContainEqual({ _id: first._id, category: 'womens', updatedAt: expect.any(String) });
    const admin = await signInAdmin();
    await call('PATCH', `/products/admin/${first._id}/toggle-active`, undefined, admin);
    const after = (await get('/catalog/version')).body.version;
    expect(after).not.toBe(before);
    const ids = (await get('/catalog/sitemap')).body.products.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(first._id);
    expect(ids).toHaveLength(sitemap.products.length - 1);
    await call('PATCH', `/products/admin/${first._id}/toggle-active`, undefined, admin);
  });

  it("dates a product's sitemap entry by what shoppers see of its stock, not by every piece sold", async () => {
    const admin = await signInAdmin();
    const body = { name: 'Sitemap Kurta', price: 2999, mainCategory: 'womens', type: 'anarkali-suit', stock: { M: 5 } };
    const piece = (await call('POST', '/admin/products', body, admin)).body as { _id: string; price: number };
    // The product and its stock as they were last spring.
    await api.database.db.execute(sql`update products set updated_at = '2026-03-01T10:00:00Z' where id = ${piece._id}`);
    await api.database.db.execute(
      sql`update product_stock set availability_changed_at = '2026-03-01T10:00:00Z' where product_id = ${piece._id}`,
    );
    const lastmod = async () =>
      ((await get('/catalog/sitemap')).body.products as { _id: string; updatedAt: string }[])
        .find((entry) => entry._id === piece._id)
        ?.updatedAt.slice(0, 10);
    expect(await lastmod()).toBe('2026-03-01');
    const { createOrder } = shopperClient(api);
    const hold = (phone: string) =>
      createOrder({
        items: [{ productId: piece._id, size: 'M' }],
        amount: piece.price,
        shippingAddress: addressFor(phone),
      });
    // 5 -> 4 in M: still plainly in stock, the page is as it was.
    expect((await hold('9811360001')).status).toBe(200);
    expect(await lastmod()).toBe('2026-03-01');
    // 4 -> 3: the page now says 'Only 3 left', so it changed today.
    expect((await hold('9811360002')).status).toBe(200);
    expect(await lastmod()).toBe(new Date().toISOString().slice(0, 10));
  });
});
