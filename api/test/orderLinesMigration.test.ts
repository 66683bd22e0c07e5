import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { currentMigrations, migrationsBefore, unmigratedDatabase } from './migrationsBefore';

/**
 * 0018 moves each order's `items` and `item_stages` into order_lines rows. Run on the database of
 * the test run (embedded, or TEST_DATABASE_URL's server): migrate to 0017, write orders as the
 * store wrote them before, migrate on, and read the rows.
 */
const { handle: database, rowsOf } = unmigratedDatabase();

it('turns every existing order item into a line row with its stage, then drops the old columns', async () => {
  const { db } = database();
  const before = migrationsBefore('0018_order_lines');
  await database().migrate({ migrationsFolder: before });
  const kurta = '11111111-1111-4111-8111-111111111111';
  const sherwani = '22222222-2222-4222-8222-222222222222';
  await db.execute(sql`insert into products (id, name, price_paise, category, type) values
    (${kurta}::uuid, 'Silk Kurta', 249900, 'womens', 'kurta'), (${sherwani}::uuid, 'Royal Sherwani', 1200000, 'mens', 'sherwani')`);
  const address = JSON.stringify({
    name: 'Asha',
    phone: '+919800000001',
    street: '1 MG Road',
    city: 'Pune',
    state: 'MH',
    zip: '411001',
    country: 'India',
  });
  const items = JSON.stringify([
    { productId: kurta, name: 'Silk Kurta', size: 'M', pricePaise: 249900, image: '/k.jpg' },
    { productId: sherwani, name: 'Royal Sherwani', size: { custom: true, chest: 40 }, pricePaise: 1200000, image: '' },
    { productId: sherwani, name: 'Royal Sherwani', size: { upper: 'L', lower: '34' }, pricePaise: 1200000, image: '' },
    {
      productId: '33333333-3333-4333-8333-333333333333',
      name: 'Pocket Square',
      size: null,
      pricePaise: 50000,
      image: '',
    },
  ]);
  await db.execute(sql`insert into orders (id, checkout_id, customer_name, phone, shipping_address, items, item_stages, total_paise, paid_paise, status, guest)
    values ('44444444-4444-4444-8444-444444444444', gen_random_uuid(), 'Asha', '+919800000001', ${address}::jsonb, ${items}::jsonb,
            '[null, "stitching"]'::jsonb, 2699800, 2699800, 'paid', true),
           ('55555555-5555-4555-8555-555555555555', gen_random_uuid(), 'Ravi', '+919800000002', ${address}::jsonb, '[]'::jsonb,
            '[]'::jsonb, 100, 100, 'paid', true)`);

  await database().migrate({ migrationsFolder: currentMigrations });

  const { rows } = await rowsOf(sql`select order_id, position, product_id, name, section, size, custom, image,
      unit_price_paise, quantity, stage from order_lines order by order_id, position`);
  expect(rows).toEqual([
    expect.objectContaining({
      position: 0,
      name: 'Silk Kurta',
      section: 'womens',
      size: 'M',
      custom: false,
      image: '/k.jpg',
      unit_price_paise: 249900,
      quantity: 1,
      stage: null,
    }),
    expect.objectContaining({
      position: 1,
      section: 'mens',
      size: { custom: true, chest: 40 },
      custom: true,
      stage: 'stitching',
    }),
    expect.objectContaining({
      position: 2,
      section: 'mens',
      size: { upper: 'L', lower: '34' },
      custom: false,
      stage: null,
    }),
    // A product deleted since keeps its line; no size reads as an accessory.
    expect.objectContaining({ position: 3, name: 'Pocket Square', section: 'accessories', size: null, custom: false }),
  ]);
  const { rows: columns } = await rowsOf(
    sql`select column_name from information_schema.columns where table_name = 'orders' and column_name in ('items', 'item_stages')`,
  );
  expect(columns).toEqual([]);
  fs.rmSync(before, { recursive: true, force: true });
}, 60_000);
