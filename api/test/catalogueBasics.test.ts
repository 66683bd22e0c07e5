import { eq } from 'drizzle-orm';
import type { AdminProduct, Product } from '@store/shared/schemas';
import { productStock, products } from '../src/db/schema';
import { rawRows } from '../src/db/rawRows';
import { customerClient } from './customerClient';
import { testApiSession } from './testApp';

/**
 * What a label expects of the catalogue (review 'Catalogue basics'): MRP beside the price, SKU,
 * parcel weight, refusals that name their field, and products and stock as CSV. On the embedded
 * database and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const api = testApiSession();
const { call, signIn, signInAdmin } = customerClient(api);
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});

const kurta = { name: 'Chanderi Kurta', price: 2499, mainCategory: 'womens', type: 'anarkali-suit' };
const add = (fields: object) => call('POST', '/admin/products', { ...kurta, ...fields }, admin);

async function added(fields: object): Promise<AdminProduct> {
  const answer = await add(fields);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body as AdminProduct;
}

describe('MRP, SKU and parcel weight', () => {
  it('keeps them, shows the MRP to shoppers and the SKU and weight to admins only', async () => {
    const product = await added({ mrp: 3299, sku: 'KUR-CH-001', weightGrams: 450 });
    expect(product).toMatchObject({ price: 2499, mrp: 3299, sku: 'KUR-CH-001', weightGrams: 450 });
    const [row] = await api.database.db.select().from(products).where(eq(products.id, product._id));
    expect([row?.mrpPaise, row?.sku, row?.weightGrams]).toEqual([329_900, 'KUR-CH-001', 450]);
    const page = (await call('GET', `/products/${product._id}`)).body as Product & Record<string, unknown>;
    expect(page.mrp).toBe(3299);
    expect(page).not.toHaveProperty('sku');
    expect(page).not.toHaveProperty('weightGrams');
    const listed = (await call('GET', '/api/products/womens?sort=newest&limit=100')).body as Product[];
    expect(listed.find((p) => p._id === product._id)?.mrp).toBe(3299);
    const adminList = (await call('GET', '/admin/products/womens', undefined, admin)).body as AdminProduct[];
    expect(adminList.find((p) => p._id === product._id)).toMatchObject({ sku: 'KUR-CH-001', weightGrams: 450 });
    // Without them: none shown.
    expect(await added({})).toMatchObject({ mrp: null, sku: null, weightGrams: null });
  });

  it('refuses an MRP below the price, a bad SKU or weight, naming the field, and saves nothing', async () => {
    const before = (await api.database.db.select().from(products)).length;
    const refusals: [object, number, string, string][] = [
      [{ mrp: 1999 }, 400, 'mrp', 'MRP must be at least the price'],
      [{ sku: 'KUR 01' }, 400, 'sku', 'SKU may have only letters, digits and dashes'],
      [{ sku: 'KUR_01' }, 400, 'sku', 'SKU may have only letters, digits and dashes'],
      [{ weightGrams: 0 }, 400, 'weightGrams', 'Parcel weight must be more than 0 grams'],
      [{ weightGrams: 12.5 }, 400, 'weightGrams', 'Parcel weight must be a whole number of grams'],
    ];
    for (const [fields, status, field, message] of refusals) {
      const answer = await add(fields);
      expect([answer.status, answer.body]).toEqual([
        status,
        { message, field, code: 'field.invalid', values: { field } },
      ]);
    }
    expect(await api.database.db.select().from(products)).toHaveLength(before);
  });

  it('refuses an SKU another product has with a 409 naming the field, on add and on edit', async () => {
    const first = await added({ sku: 'DUP-1' });
    const second = await added({ sku: 'DUP-2' });
    expect(await add({ sku: 'DUP-1' })).toMatchObject({
      status: 409,
      body: { message: 'SKU DUP-1 is already used by another product', field: 'sku' },
    });
    const edit = await call('PUT', `/products/admin/${second._id}`, { ...kurta, sku: 'DUP-1' }, admin);
    expect([edit.status, edit.body.field]).toEqual([409, 'sku']);
    // Its own SKU again is no conflict; an empty one clears it and frees it.
    expect((await call('PUT', `/products/admin/${first._id}`, { ...kurta, sku: 'DUP-1' }, admin)).status).toBe(200);
    const cleared = await call('PUT', `/products/admin/${first._id}`, { ...kurta, sku: '' }, admin);
    expect(cleared.body.sku).toBeNull();
    expect((await call('PUT', `/products/admin/${second._id}`, { ...kurta, sku: 'DUP-1' }, admin)).body.sku).toBe(
      'DUP-1',
    );
  });

  it('on edit keeps them when absent, and refuses a price raised above the kept MRP', async () => {
    const product = await added({ mrp: 3299, sku: 'KEEP-1', weightGrams: 300 });
    const edit = (fields: object) => call('PUT', `/products/admin/${product._id}`, { ...kurta, ...fields }, admin);
    expect((await edit({})).body).toMatchObject({ mrp: 3299, sku: 'KEEP-1', weightGrams: 300 });
    expect(await edit({ price: 3500 })).toMatchObject({
      status: 400,
      body: { message: 'MRP must be at least the price', field: 'mrp' },
    });
    expect((await edit({ price: 3500, mrp: null, weightGrams: null })).body).toMatchObject({
      price: 3500,
      mrp: null,
      weightGrams: null,
    });
  });
});

/** The sheet's lines, without Excel's byte-order mark. */
const linesOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
const importCsv = (csv: string, cookie = admin) => call('POST', '/admin/products/import', { csv }, cookie);

describe('products as CSV', () => {
  it('are for admins only: signed out 401, a shopper 403', async () => {
    const shopper = await signIn('+919844477001');
    for (const [method, url] of [
      ['GET', '/admin/products/export'],
      ['POST', '/admin/products/import'],
    ] as const) {
      expect((await call(method, url, { csv: 'SKU\nX-1' })).status).toBe(401);
      expect((await call(method, url, { csv: 'SKU\nX-1' }, shopper)).status).toBe(403);
    }
  });

  it('exports every product with its stock per size, a size not of its section left blank', async () => {
    const product = await added({
      name: 'Silk, "festive" kurta',
      mrp: 3299,
      sku: 'EXP-1',
      weightGrams: 450,
      stock: { M: 4, L: 0 },
    });
    const answer = await call('GET', '/admin/products/export', undefined, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = linesOf(answer.body as string);
    const columns = header?.split(',') ?? [];
    expect(columns.slice(0, 9)).toEqual([
      'ID',
      'SKU',
      'Name',
      'Category',
      'Type',
      'Price (Rs.)',
      'MRP (Rs.)',
      'Weight (g)',
      'Description',
    ]);
    const line = rows.find((row) => row.startsWith(product._id)) as string;
    expect(line.startsWith(`${product._id},EXP-1,"Silk, ""festive"" kurta",womens,anarkali-suit,2499,3299,450,`)).toBe(
      true,
    );
    // The cells after the quoted name, matched to their columns.
    const cells = line.replace('"Silk, ""festive"" kurta"', 'NAME').split(',');
    const stockOf = (key: string) => cells[columns.indexOf(`Stock ${key}`)];
    expect([stockOf('M'), stockOf('L'), stockOf('XS'), stockOf('upper:M'), stockOf('one-size')]).toEqual([
      '4',
      '0',
      '0',
      '',
      '',
    ]);
  });

  it('imports a sheet that adds and updates products by SKU, and reads its own export back unchanged', async () => {
    const existing = await added({ sku: 'IMP-1', stock: { M: 2 } });
    const sheet = [
      'SKU,Name,Category,Type,Price (Rs.),MRP (Rs.),Weight (g),Stock M,Stock S',
      'IMP-1,Renamed Kurta,,,"2,799",3299,500,7,',
      'IMP-NEW,"New kurta, silk",womens,anarkali-suit,1999,,350,3,1',
    ].join('\r\n');
    const answer = await importCsv(sheet);
    expect([answer.status, answer.body]).toEqual([
      200,
      { created: 1, updated: 1, message: 'Imported 1 new and 1 updated products' },
    ]);
    const [updated] = await api.database.db.select().from(products).where(eq(products.id, existing._id));
    expect(updated).toMatchObject({ name: 'Renamed Kurta', pricePaise: 279_900, mrpPaise: 329_900, weightGrams: 500 });
    const [made] = await api.database.db.select().from(products).where(eq(products.sku, 'IMP-NEW'));
    expect(made).toMatchObject({ name: 'New kurta, silk', category: 'womens', pricePaise: 199_900, mrpPaise: null });
    const stock = async (id: string) =>
      Object.fromEntries(
        (await api.database.db.select().from(productStock).where(eq(productStock.productId, id))).map((row) => [
          row.stockKey,
          row.onHand,
        ]),
      );
    // A blank stock cell keeps the count.
    expect(await stock(existing._id)).toMatchObject({ M: 7 });
    expect(await stock(made?.id as string)).toEqual({ M: 3, S: 1 });

    // The export read back changes nothing.
    const exported = (await call('GET', '/admin/products/export', undefined, admin)).body as string;
    const again = await importCsv(exported);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(0);
    expect((await call('GET', '/admin/products/export', undefined, admin)).body).toBe(exported);
  });

  it('applies nothing when any row is bad, and answers every bad row with its number and problem', async () => {
    const kept = await added({ sku: 'BAD-1', stock: { M: 2 } });
    const sheet = [
      'SKU,Name,Category,Type,Price (Rs.),MRP (Rs.),Stock M,Stock upper:L',
      'BAD-1,Changed,,,2499,,9,',
      'BAD-NEW,Fine new,womens,anarkali-suit,999,,1,',
      'BAD-2,Cheap,womens,anarkali-suit,999,500,1,',
      ',No SKU,womens,anarkali-suit,999,,1,',
      'BAD-3,Wrong size,womens,anarkali-suit,999,,,2',
      'BAD-4,,womens,anarkali-suit,abc,,-1,',
      'BAD-NEW,Twice,womens,anarkali-suit,999,,,',
    ].join('\n');
    const before = (await api.database.db.select().from(products)).length;
    const answer = await importCsv(sheet);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Nothing was imported: 5 rows have problems');
    expect(answer.body.problems).toEqual([
      { row: 4, message: 'MRP must be at least the price' },
      { row: 5, message: 'SKU is required to import a product' },
      { row: 6, message: 'upper:L is not a size of a womens product' },
      { row: 7, message: 'Price (Rs.) "abc" is not a number' },
      { row: 7, message: 'Name and price are required.' },
      { row: 7, message: 'Stock for M must be 0 or more' },
      { row: 8, message: 'SKU BAD-NEW is on row 3 too' },
    ]);
    expect(await api.database.db.select().from(products)).toHaveLength(before);
    const [row] = await api.database.db.select().from(products).where(eq(products.id, kept._id));
    expect(row?.name).toBe(kurta.name);
    const [m] = await api.database.db.select().from(productStock).where(eq(productStock.productId, kept._id));
    expect(m?.onHand).toBe(2);
  });

  it('refuses a file that is not a sheet it can read, naming the problem', async () => {
    expect((await importCsv('SKU,Colour\nX-1,red')).body).toEqual({
      message: 'Row 1: unknown column "Colour" (the export\'s columns are known)',
      field: 'csv',
    });
    expect((await importCsv('SKU,Name\n"X-1,open')).body.message).toBe(
      'The file is not CSV: Line 2: a quoted field is not closed',
    );
    expect((await importCsv('SKU,Name\r\n')).body.message).toBe('The file has no product rows');
  });

  it('tells shoppers waiting for a size an import brings back, as the form does', async () => {
    const shopper = await signIn('+919844477002');
    const product = await added({ sku: 'BACK-1', stock: { M: 0 } });
    expect(
      (await call('POST', '/stock-alerts', { productId: product._id, size: 'M', channel: 'text' }, shopper)).status,
    ).toBe(201);
    expect((await importCsv('SKU,Stock M\nBACK-1,5')).status).toBe(200);
    const jobs = await rawRows(
      api.database.db,
      `select data->>'stockKey' as key from pgboss.job where name = 'back-in-stock' and data->>'productId' = '${product._id}'`,
    );
    expect(jobs.map((job) => job.key)).toEqual(['M']);
  });
});
