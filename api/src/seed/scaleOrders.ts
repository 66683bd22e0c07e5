import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * `count` orders over the recent past, each with its one line, written in one statement (the order desk's bench):
 * names, phones, payment states, fulfilments and couriers spread as a shop's would be; a third
 * paid in cash (awaiting confirmation, confirmed, to collect, collected), one in 997 stock short.
 */
export async function addScaleOrders(db: Database, count: number): Promise<void> {
  await db.execute(sql`with placed as (
  insert into orders (checkout_id, customer_name, phone, email, shipping_address, total_paise, paid_paise,
                      status, guest, fulfilment, courier, tracking_number, payment_method, cash_state,
                      stock_short, created_at)
  select gen_random_uuid(),
         (array['Asha','Rohan','Meera','Kavya','Arjun','Ishita','Vikram','Priya','Sanjay','Nisha'])[1 + n % 10]
           || ' ' || (array['Rao','Mehta','Iyer','Singh','Nair','Das','Kapoor','Reddy','Joshi','Khan'])[1 + (n / 10) % 10]
           || ' ' || n,
         '+919' || lpad((n * 7919 % 1000000000)::text, 9, '0'),
         null,
         jsonb_build_object('name', 'Customer ' || n, 'phone', '+91', 'email', null, 'street', n || ' MG Road',
                            'landmark', null, 'city', 'Pune', 'state', 'Maharashtra', 'zip', '411001', 'country', 'India'),
         250000,
         -- A cash order is paid when its cash is collected (delivered, n % 5 = 2).
         case when n % 3 = 0 then case when n % 5 = 2 then 250000 else 0 end
              when n % 5 = 0 then 50000 else 250000 end,
         case when n % 3 = 0 then case when n % 5 = 2 then 'paid' else 'partial-paid' end
              when n % 5 = 0 then 'partial-paid' else 'paid' end,
         true,
         (array['processing','shipped','delivered','delivered','cancelled'])[1 + n % 5],
         case when n % 5 in (1, 2, 3) then 'Delhivery' end,
         case when n % 5 in (1, 2, 3) then 'DL' || n end,
         case when n % 3 = 0 then 'cash' else 'prepaid' end,
         case when n % 3 = 0 then
           (array[case when n % 2 = 0 then 'awaiting-confirmation' else 'confirmed' end,
                  'confirmed', 'collected', 'confirmed', 'cancelled'])[1 + n % 5] end,
         n % 997 = 0,
         now() - (n * interval '10 minutes')
  from generate_series(1, ${count}) as n
  returning id, created_at)
  insert into order_lines (order_id, position, product_id, name, section, size, unit_price_paise, stock_keys, created_at)
  select id, 0, gen_random_uuid(), 'Kurta', 'womens', '"M"'::jsonb, 250000, '["M"]'::jsonb, created_at from placed`);
}
