import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { currentMigrations, migrationsBefore, unmigratedDatabase } from './migrationsBefore';

/**
 * 0030 adds the foreign keys that hold an order together, after moving rows that point at
 * nothing to orphaned_rows. Run on the database of the test run (embedded, or TEST_DATABASE_URL's
 * server): migrate to 0029, write an order whole and one of each orphan, migrate on, and look.
 */
const { handle: database, rowsOf } = unmigratedDatabase();

const ORDER = '10000000-0000-4000-8000-000000000001';
const OTHER_ORDER = '10000000-0000-4000-8000-000000000002';
const LINE = '20000000-0000-4000-8000-000000000001';
const OTHER_LINE = '20000000-0000-4000-8000-000000000002';
const RETURN = '30000000-0000-4000-8000-000000000001';
/** Ids of nothing: a deleted order, a return never written. */
const GONE = '90000000-0000-4000-8000-000000000009';
const GONE_RETURN = '90000000-0000-4000-8000-000000000010';
const ADMIN = '40000000-0000-4000-8000-000000000001';

/** One order written whole, as the store writes it: a line, its return, the return's step, refund and credit note. */
async function writeWholeOrder(id: string, line: string) {
  const address = JSON.stringify({ name: 'Asha', phone: '+919800000001', street: '1 MG Road', city: 'Pune' });
  await database().db
    .execute(sql`insert into orders (id, checkout_id, customer_name, phone, shipping_address, total_paise, paid_paise, status, guest)
    values (${id}::uuid, gen_random_uuid(), 'Asha', '+919800000001', ${address}::jsonb, 249900, 249900, 'paid', true)`);
  await database().db
    .execute(sql`insert into order_lines (id, order_id, position, product_id, name, section, unit_price_paise)
    values (${line}::uuid, ${id}::uuid, 0, gen_random_uuid(), 'Silk Kurta', 'womens', 249900)`);
}

it('moves rows that point at nothing to orphaned_rows, keeps every whole order, and refuses new orphans', async () => {
  const { db } = database();
  const before = migrationsBefore('0030_order_foreign_keys');
  await database().migrate({ migrationsFolder: before });
  await writeWholeOrder(ORDER, LINE);
  await writeWholeOrder(OTHER_ORDER, OTHER_LINE);
  await db.execute(sql`insert into payments (provider_payment_id, provider_order_id, order_id, amount_paise, type)
    values ('pay_WHOLE', 'order_WHOLE', ${ORDER}::uuid, 249900, 'full'),
           ('pay_ORPHAN', 'order_ORPHAN', ${GONE}::uuid, 99900, 'full')`);
  await db.execute(sql`insert into return_requests (id, order_id, line_id, kind, reason)
    values (${RETURN}::uuid, ${ORDER}::uuid, ${LINE}::uuid, 'refund', 'too-small'),
           -- A piece of another order than the one it names.
           (gen_random_uuid(), ${ORDER}::uuid, ${OTHER_LINE}::uuid, 'refund', 'defect')`);
  await db.execute(
    sql`insert into return_events (return_id, state) values (${RETURN}::uuid, 'requested'), (${GONE_RETURN}::uuid, 'requested')`,
  );
  await db.execute(sql`insert into refunds (return_id, order_id, amount_paise, method, provider_payment_id, reference)
    values (${RETURN}::uuid, ${ORDER}::uuid, 249900, 'provider', 'pay_WHOLE', 'rfnd_WHOLE'),
           (${GONE_RETURN}::uuid, ${ORDER}::uuid, 100, 'upi', null, 'UTR-ORPHAN'),
           -- The right return, but of a payment never recorded.
           (${RETURN}::uuid, ${ORDER}::uuid, 100, 'provider', 'pay_NEVER', 'rfnd_NEVER')`);
  await db.execute(sql`insert into credit_notes (return_id, order_id, number, financial_year, invoice_number, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, rate, issued_at)
    values (${RETURN}::uuid, ${ORDER}::uuid, 'CN/2026-27/0001', '2026-27', 'ELG/2026-27/000001', 237999, 5950, 5951, 0, 249900, 5, now()),
           (${GONE_RETURN}::uuid, ${ORDER}::uuid, 'CN/2026-27/0002', '2026-27', 'ELG/2026-27/000001', 95, 2, 3, 0, 100, 5, now())`);
  await db.execute(sql`insert into order_lines (order_id, position, product_id, name, section, unit_price_paise)
    values (${GONE}::uuid, 0, gen_random_uuid(), 'Lost Line', 'womens', 100)`);
  for (const [orderId, note] of [
    [ORDER, 'Call before delivery'],
    [GONE, 'Note of nothing'],
  ])
    await db.execute(
      sql`insert into order_notes (order_id, admin_id, text) values (${orderId}::uuid, ${ADMIN}::uuid, ${note})`,
    );
  await db.execute(
    sql`insert into order_events (order_id, kind, to_value, admin_id) values (${GONE}::uuid, 'fulfilment', 'shipped', ${ADMIN}::uuid)`,
  );
  await db.execute(
    sql`insert into invoices (order_id, number, financial_year, issued_at) values (${GONE}::uuid, 'ELG/2026-27/000009', '2026-27', now())`,
  );
  await db.execute(
    sql`insert into cash_remittances (order_id, amount_paise, reference, remitted_on, admin_id) values (${GONE}::uuid, 100, 'R-1', '2026-11-01', ${ADMIN}::uuid)`,
  );
  await db.execute(
    sql`insert into coupon_redemptions (order_id, code, phone) values (${GONE}::uuid, 'DIWALI', '+919800000001')`,
  );
  await db.execute(
    sql`insert into guest_order_tokens (token_hash, order_id, expires_at) values ('hash-of-nothing', ${GONE}::uuid, now())`,
  );

  await database().migrate({ migrationsFolder: currentMigrations });

  const moved = await rowsOf(
    sql`select table_name, count(*)::int as n from orphaned_rows group by table_name order by table_name`,
  );
  expect(moved.rows).toEqual([
    { table_name: 'cash_remittances', n: 1 },
    { table_name: 'coupon_redemptions', n: 1 },
    { table_name: 'credit_notes', n: 1 },
    { table_name: 'guest_order_tokens', n: 1 },
    { table_name: 'invoices', n: 1 },
    { table_name: 'order_events', n: 1 },
    { table_name: 'order_lines', n: 1 },
    { table_name: 'order_notes', n: 1 },
    { table_name: 'refunds', n: 2 },
    { table_name: 'return_events', n: 1 },
    { table_name: 'return_requests', n: 1 },
  ]);
  // Whole: the row as it was, for the operator to read.
  const [lost] = (await rowsOf(sql`select "row" from orphaned_rows where table_name = 'order_lines'`)).rows;
  expect(lost?.row).toMatchObject({ order_id: GONE, name: 'Lost Line', unit_price_paise: 100 });
  // What holds together stays.
  expect((await rowsOf(sql`select count(*)::int as n from order_lines`)).rows).toEqual([{ n: 2 }]);
  expect((await rowsOf(sql`select reference from refunds`)).rows).toEqual([{ reference: 'rfnd_WHOLE' }]);
  expect((await rowsOf(sql`select number from credit_notes`)).rows).toEqual([{ number: 'CN/2026-27/0001' }]);
  expect((await rowsOf(sql`select text from order_notes`)).rows).toEqual([{ text: 'Call before delivery' }]);
  // Money is never moved away: a payment of no order is kept and flagged for a refund.
  expect(
    (await rowsOf(sql`select provider_payment_id, order_id, unapplied_reason from payments order by 1`)).rows,
  ).toEqual([
    {
      provider_payment_id: 'pay_ORPHAN',
      order_id: null,
      unapplied_reason: 'its order was missing when the foreign keys were added (migration 0030)',
    },
    { provider_payment_id: 'pay_WHOLE', order_id: ORDER, unapplied_reason: null },
  ]);

  // From now on the database itself refuses each kind of orphan.
  const refused = [
    sql`insert into order_lines (order_id, position, product_id, name, section, unit_price_paise) values (${GONE}::uuid, 0, gen_random_uuid(), 'x', 'womens', 1)`,
    sql`insert into return_requests (order_id, line_id, kind, reason) values (${ORDER}::uuid, ${OTHER_LINE}::uuid, 'refund', 'defect')`,
    sql`insert into refunds (return_id, order_id, amount_paise, method) values (${RETURN}::uuid, ${OTHER_ORDER}::uuid, 1, 'upi')`,
    sql`insert into return_events (return_id, state) values (${GONE_RETURN}::uuid, 'requested')`,
    sql`insert into payments (provider_payment_id, provider_order_id, order_id, amount_paise, type) values ('pay_NEW', 'order_NEW', ${GONE}::uuid, 1, 'full')`,
    sql`insert into order_notes (order_id, admin_id, text) values (${GONE}::uuid, ${ADMIN}::uuid, 'x')`,
  ];
  for (const statement of refused)
    await expect(db.execute(statement)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/violates foreign key constraint/) },
    });
  fs.rmSync(before, { recursive: true, force: true });
}, 60_000);
