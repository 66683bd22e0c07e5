import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { currentMigrations, migrationsBefore, unmigratedDatabase } from './migrationsBefore';

/**
 * 0044 names each payment row's method: the courier's cash ('cash' rows) goes back by payout, a
 * provider payment (card or UPI: 'full', 'partial', 'balance') through the provider.
 */
const { handle: database, rowsOf } = unmigratedDatabase();

it('gives every existing payment row its method: the courier cash rows cash, the provider ones card', async () => {
  const { db } = database();
  const before = migrationsBefore('0044_payment_methods');
  await database().migrate({ migrationsFolder: before });
  await db.execute(sql`insert into payments (provider_payment_id, provider_order_id, amount_paise, type) values
    ('pay_full', 'order_1', 249900, 'full'), ('pay_partial', 'order_2', 50000, 'partial'),
    ('pay_balance', 'order_2', 200000, 'balance'), ('pay_cod1', 'cod_1', 120000, 'cash')`);

  await database().migrate({ migrationsFolder: currentMigrations });

  const { rows } = await rowsOf(
    sql`select provider_payment_id as id, method from payments order by provider_payment_id`,
  );
  expect(rows).toEqual([
    { id: 'pay_balance', method: 'card' },
    { id: 'pay_cod1', method: 'cash' },
    { id: 'pay_full', method: 'card' },
    { id: 'pay_partial', method: 'card' },
  ]);
  fs.rmSync(before, { recursive: true });
}, 60_000);
