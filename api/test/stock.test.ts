import { eq } from 'drizzle-orm';
import type { AdminProduct, Product } from '@store/shared/schemas';
import { productStock } from '../src/db/schema';
import { customerClient } from './customerClient';
import { testApiSession } from './testApp';

const api = testApiSession();
const { call, signInAdmin } = customerClient(api);
let sid: string;
beforeAll(async () => {
  sid = await signInAdmin();
});

const kurta = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chikankari Kurta',
  price: 3499,
  description: 'Hand embroidered',
  mainCategory: 'womens',
  type: 'anarkali-suit',
  ...overrides,
});
const shopperView = async (id: string) => (await call('GET', `/api/products/${id}`)).body as Product;

describe('stock per size', () => {
  it('takes stock per size on add and edit, and shows shoppers in stock, only N left and out', async () => {
    const added = await call(
      'POST',
      '/admin/products',
      kurta({ stock: { M: 5, S: 2, L: 0 }, colour: 'Pink', fabric: 'Cotton', occasion: 'Festive' }),
      sid,
    );
    expect(added.status).toBe(201);
    const product = added.body as AdminProduct;
    expect(product.stock).toEqual({ XS: 0, S: 2, M: 5, L: 0, XL: 0, XXL: 0 });
    expect(product).toMatchObject({ madeToMeasure: true, colour: 'Pink', fabric: 'Cotton', occasion: 'Festive' });
    expect(await shopperView(product._id)).toMatchObject({
      availability: { XS: 'out', S: 'low', M: 'in_stock', L: 'out', XL: 'out', XXL: 'out' },
      left: { S: 2 },
      soldOut: false,
    });
    // A sale (or an edit) that changes what shoppers see shows at once: the cached page moves on.
    const edited = await call('PUT', `/admin/products/${product._id}`, { ...kurta(), stock: { M: 1, S: 0 } }, sid);
    expect(edited.body.stock).toMatchObject({ S: 0, M: 1 });
    expect(await shopperView(product._id)).toMatchObject({ left: { M: 1 }, soldOut: false });
    await call('PUT', `/admin/products/${product._id}`, { ...kurta(), stock: { M: 0 } }, sid);
    expect(await shopperView(product._id)).toMatchObject({ soldOut: true, left: {} });
    // Absent fields keep what the product has.
    expect((await call('PUT', `/admin/products/${product._id}`, kurta(), sid)).body).toMatchObject({
      colour: 'Pink',
      madeToMeasure: true,
    });
  });

  it("sells a men's set by each part: sold out when every upper or every lower is out", async () => {
    const uppers = { 'upper:M': 4, 'upper:L': 1 };
    const added = (
      await call(
        'POST',
        '/admin/products',
        { ...kurta({ mainCategory: 'mens', type: 'kurta-set', stock: uppers }) },
        sid,
      )
    ).body as AdminProduct;
    expect(await shopperView(added._id)).toMatchObject({
      soldOut: true,
      availability: { 'upper:L': 'low', 'lower:34': 'out' },
    });
    await call('PUT', `/admin/products/${added._id}`, { ...kurta(), stock: { 'lower:34': 9 } }, sid);
    expect(await shopperView(added._id)).toMatchObject({ soldOut: false, availability: { 'lower:34': 'in_stock' } });
  });

  it('refuses a size the product does not have, a negative or broken count, and changes nothing', async () => {
    const product = (await call('POST', '/admin/products', kurta({ stock: { M: 3 } }), sid)).body as AdminProduct;
    const refusals: [Record<string, unknown>, string][] = [
      [{ XXXL: 2 }, 'Size XXXL is not a size of this product'],
      [{ 'upper:L': 2 }, 'Size Upper L is not a size of this product'],
      [{ M: -1 }, 'Stock for M must be 0 or more'],
      [{ M: 1.5 }, 'Stock for M must be a whole number'],
      [{ M: 'ten' }, 'Stock must be a number'],
      [{ M: 1_000_000 }, 'Stock for M must be at most 1,00,000'],
    ];
    for (const [stock, message] of refusals) {
      const answer = await call('PUT', `/admin/products/${product._id}`, { ...kurta({ name: 'Renamed' }), stock }, sid);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    const added = await call('POST', '/admin/products', kurta({ name: 'Never added', stock: { XXXL: 1 } }), sid);
    expect([added.status, added.body.message]).toEqual([400, 'Size XXXL is not a size of this product']);
    const after = (await call('GET', '/admin/products/womens', undefined, sid)).body as AdminProduct[];
    expect(after.find((p) => p._id === product._id)).toMatchObject({ name: 'Chikankari Kurta', stock: { M: 3 } });
    expect(after.some((p) => p.name === 'Never added')).toBe(false);
    expect(
      (await call('PUT', `/admin/products/${product._id}`, { ...kurta(), colour: 'Teal' }, sid)).body.message,
    ).toMatch(/^Colour is one of Black, White/);
  });

  it('never offers made-to-measure on an accessory, and lets the admin switch it off on a garment', async () => {
    const watch = (
      await call(
        'POST',
        '/admin/products',
        kurta({ mainCategory: 'accessories', type: 'watch', madeToMeasure: true, stock: { 'one-size': 2 } }),
        sid,
      )
    ).body as AdminProduct;
    expect(watch).toMatchObject({
      madeToMeasure: false,
      stock: { 'one-size': 2 },
      availability: { 'one-size': 'low' },
    });
    const plain = (await call('POST', '/admin/products', kurta({ madeToMeasure: false }), sid)).body as AdminProduct;
    expect((await shopperView(plain._id)).madeToMeasure).toBe(false);
  });

  it('lists sizes low and out for the dashboard, admins only', async () => {
    const product = (
      await call('POST', '/admin/products', kurta({ name: 'Summary Kurta', stock: { M: 2, L: 9 } }), sid)
    ).body as AdminProduct;
    expect((await call('GET', '/admin/stock/summary')).status).toBe(401);
    const { low, out } = (await call('GET', '/admin/stock/summary', undefined, sid)).body as {
      low: { productId: string; size: string; left: number }[];
      out: { productId: string; size: string; left: number }[];
    };
    expect(low.filter((line) => line.productId === product._id)).toEqual([
      { productId: product._id, name: 'Summary Kurta', category: 'womens', size: 'M', left: 2 },
    ]);
    expect(out.filter((line) => line.productId === product._id).map((line) => line.size)).toEqual([
      'XS',
      'S',
      'XL',
      'XXL',
    ]);
  });

  it('seeds the demo catalogue with colour, fabric, occasion and stock, some low and some out', async () => {
    const listed = (await call('GET', '/api/products/womens?limit=48')).body as Product[];
    const womens = listed.filter((p) => p.description !== 'Hand embroidered');
    expect(womens.every((p) => p.colour && p.fabric && p.occasion)).toBe(true);
    const states = womens.flatMap((p) => Object.values(p.availability));
    expect(states).toEqual(expect.arrayContaining(['in_stock', 'low', 'out']));
    expect(womens.some((p) => p.soldOut)).toBe(true);
    const rows = await api.database.db.select().from(productStock).where(eq(productStock.stockKey, 'upper:M'));
    expect(rows.length).toBeGreaterThan(0);
  });
});
