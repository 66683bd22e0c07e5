import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { DEFAULT_ADMIN } from '../src/config';
import { orders, products } from '../src/db/schema';
import { AdminSignIn, LOCK_AFTER } from '../src/modules/auth/adminSignIn';
import { customerClient } from './customerClient';
import { testApiSession } from './testApp';

const api = testApiSession();
const { call, signIn } = customerClient(api);

async function adminSession(): Promise<string> {
  const login = await call('POST', '/auth/adminlogin', DEFAULT_ADMIN);
  expect(login.status).toBe(200);
  return /sid=[^;]+/.exec(login.cookie)?.[0] as string;
}

async function someProduct(section = 'mens') {
  const [row] = await api.database.db.select().from(products).where(eq(products.category, section)).limit(1);
  if (!row) throw new Error('no seeded product');
  return row;
}

describe('admin sign-in', () => {
  it('signs an admin in by e-mail and password; /auth/me says admin', async () => {
    const sid = await adminSession();
    expect((await call('GET', '/auth/me', undefined, sid)).body).toEqual({
      name: 'Admin',
      phone: null,
      email: DEFAULT_ADMIN.email,
      role: 'admin',
    });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    for (const attempt of [
      { email: DEFAULT_ADMIN.email, password: 'not-the-password' },
      { email: 'nobody@elegance.local', password: 'whatever-it-is' },
    ])
      expect(await call('POST', '/auth/adminlogin', attempt)).toMatchObject({
        status: 401,
        body: { message: 'Invalid credentials' },
      });
    expect((await call('POST', '/auth/adminlogin', { email: '', password: '' })).body.message).toBe(
      'email: Email is required',
    );
  });

  it('slows repeated failures for one e-mail, then locks it', async () => {
    const delays: number[] = [];
    const admins = new AdminSignIn(api.database.db, async (ms) => delays.push(ms));
    const email = 'locked@elegance.local';
    for (let i = 0; i < LOCK_AFTER; i++)
      await expect(admins.signIn(email, 'wrong-password')).rejects.toMatchObject({ statusCode: 401 });
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
    await expect(admins.signIn(email, 'wrong-password')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many failed sign-ins: try again in 15 minutes',
    });
  });
});

describe('every admin route', () => {
  it('answers 401 signed out and 403 to a customer', async () => {
    const customer = await signIn('+919844400001');
    const { id } = await someProduct();
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/admin/counts'],
      ['GET', '/auth/imagekit'],
      ['POST', '/admin/add-product', { name: 'Fake', price: 1, mainCategory: 'mens', type: 'suits' }],
      ['GET', '/products/admin/mens'],
      ['GET', '/products/admin/womens'],
      ['GET', '/products/admin/accessories'],
      ['PUT', `/products/admin/${id}`, { name: 'Hacked', price: 1, description: '' }],
      ['PATCH', `/products/admin/${id}/toggle-active`],
      ['DELETE', `/products/admin/${id}`],
      ['GET', '/orders/all'],
      ['PUT', `/orders/${randomUUID()}/completed`, { completed: true }],
      ['DELETE', `/orders/${randomUUID()}`],
    ];
    for (const [method, url, body] of routes) {
      expect([url, (await call(method, url, body)).status]).toEqual([url, 401]);
      expect([url, (await call(method, url, body, customer)).status]).toEqual([url, 403]);
    }
    const [still] = await api.database.db.select().from(products).where(eq(products.id, id));
    expect(still).toMatchObject({ id, active: true });
    expect(still?.name).not.toBe('Hacked');
  });
});

describe('products', () => {
  it('lists a section with inactive products, edits one and toggles it off the shop', async () => {
    const sid = await adminSession();
    const listed = (await call('GET', '/products/admin/womens', undefined, sid)).body as { active: boolean }[];
    expect(listed.some((p) => !p.active)).toBe(true);
    const product = await someProduct('womens');

    const edited = await call(
      'PUT',
      `/products/admin/${product.id}`,
      { name: 'Noor Gown', price: 12999.5, description: 'Silk.' },
      sid,
    );
    expect(edited.body).toMatchObject({ _id: product.id, name: 'Noor Gown', price: 12999.5, description: 'Silk.' });
    expect((await call('PUT', `/products/admin/${product.id}`, { name: ' ', price: 10 }, sid)).body.message).toBe(
      'name: Name and price are required.',
    );
    expect((await call('PUT', `/products/admin/${product.id}`, { name: 'X', price: -1 }, sid)).body.message).toBe(
      'price: Price cannot be negative',
    );

    expect((await call('PATCH', `/products/admin/${product.id}/toggle-active`, undefined, sid)).body.active).toBe(
      false,
    );
    expect((await call('GET', `/products/${product.id}`)).status).toBe(404);
    expect((await call('PATCH', `/products/admin/${product.id}/toggle-active`, undefined, sid)).body.active).toBe(true);
    expect((await call('GET', `/products/${product.id}`)).status).toBe(200);
  });

  it('deletes a product and its image files', async () => {
    const sid = await adminSession();
    const image = { fileId: randomUUID(), path: `products/test-${randomUUID()}.jpg` };
    fs.mkdirSync(`${api.config.mediaDir}/products`, { recursive: true });
    fs.writeFileSync(`${api.config.mediaDir}/${image.path}`, 'jpeg bytes');
    const [row] = await api.database.db
      .insert(products)
      .values({ name: 'Old Stock', pricePaise: 100000, category: 'accessories', type: 'bag', images: [image] })
      .returning();
    expect((await call('DELETE', `/products/admin/${row?.id}`, undefined, sid)).status).toBe(200);
    expect(fs.existsSync(`${api.config.mediaDir}/${image.path}`)).toBe(false);
    expect((await call('GET', `/products/${row?.id}`)).status).toBe(404);
    expect((await call('DELETE', `/products/admin/${row?.id}`, undefined, sid)).status).toBe(404);
  });

  it('counts products per section for the dashboard cards', async () => {
    const sid = await adminSession();
    const counts = (await call('GET', '/admin/counts', undefined, sid)).body;
    const mens = (await call('GET', '/products/admin/mens', undefined, sid)).body as unknown[];
    expect(counts).toMatchObject({ mens: mens.length, orders: { total: expect.any(Number) } });
    expect(counts.womens).toBeGreaterThan(0);
    expect(counts.accessories).toBeGreaterThan(0);
  });
});

describe('orders', () => {
  it('marks an order completed and undone, and deletes it from every list', async () => {
    const sid = await adminSession();
    const phone = '+919844400002';
    const [order] = await api.database.db
      .insert(orders)
      .values({
        checkoutId: randomUUID(),
        customerName: 'Asha',
        phone,
        shippingAddress: {
          name: 'Asha',
          phone,
          email: null,
          landmark: null,
          street: '1 MG Road',
          city: 'Pune',
          state: 'MH',
          zip: '411001',
          country: 'India',
        },
        items: [],
        totalPaise: 100000,
        paidPaise: 100000,
        status: 'paid',
        guest: true,
      })
      .returning();
    const id = order?.id as string;
    expect((await call('PUT', `/orders/${id}/completed`, { completed: true }, sid)).body.completed).toBe(true);
    expect((await call('PUT', `/orders/${id}/completed`, { completed: 'yes' }, sid)).body.message).toBe(
      'completed: completed must be true or false',
    );
    expect((await call('PUT', `/orders/${id}/completed`, { completed: false }, sid)).body.completed).toBe(false);
    const all = (await call('GET', '/orders/all', undefined, sid)).body as { _id: string }[];
    expect(all.map((o) => o._id)).toContain(id);

    expect((await call('DELETE', `/orders/${id}`, undefined, sid)).body).toEqual({
      message: 'Order deleted successfully.',
    });
    expect(
      ((await call('GET', '/orders/all', undefined, sid)).body as { _id: string }[]).map((o) => o._id),
    ).not.toContain(id);
    const owner = await signIn(phone);
    expect((await call('GET', '/orders/my-orders', undefined, owner)).body).toEqual([]);
    expect((await call('DELETE', `/orders/${id}`, undefined, sid)).status).toBe(404);
  });
});
