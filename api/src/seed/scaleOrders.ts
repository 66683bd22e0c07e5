import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * `count` orders over the recent past, written in one statement (the order desk's bench):
 * names, phones, payment states, fulfilments and couriers spread as a shop's would be.
 */
export async function addScaleOrders(db: Database, count: number): Promise<void> {
  await db.execute(sql`insert into orders (checkout_id, customer_name, phone, email, shipping_address, items, total_paise, paid_paise,
                      status, guest, fulfilment, courier, tracking_number, created_at)
  select gen_random_uuid(),
         (array['Asha','Rohan','Meera','Kavya','Arjun','Ishita','Vikram','Priya','Sanjay','Nisha'])[1 + n % 10]
           || ' ' || (array['Rao','Mehta','Iyer','Singh','Nair','Das','Kapoor','Reddy','Joshi','Khan'])[1 + (n / 10) % 10]
           || ' ' || n,
         '+919' || lpad((n * 7919 % 1000000000)::text, 9, '0'),
         null,
         jsonb_build_object('name', 'Customer ' || n, 'phone', '+91', 'email', null, 'street', n || ' MG Road',
                            'landmark', null, 'city', 'Pune', 'state', 'Maharashtra', 'zip', '411001', 'country', 'India'),
         jsonb_build_array(jsonb_build_object('productId', gen_random_uuid(), 'name', 'Kurta', 'size', 'M',
                                              'pricePaise', 250000, 'image', '')),
         250000,
         case when n % 5 = 0 then 50000 else 250000 end,
         case when n % 5 = 0 then 'partial-paid' else 'paid' end,
         true,
         (array['processing','shipped','delivered','delivered','cancelled'])[1 + n % 5],
         case when n % 5 in (1, 2, 3) then 'Delhivery' end,
         case when n % 5 in (1, 2, 3) then 'DL' || n end,
         now() - (n * interval '10 minutes')
  from generate_series(1, ${count}) as n`);
}
