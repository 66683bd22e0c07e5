import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * What a shop's history leaves beside the scale orders (`addScaleOrders`), for the reports' bench:
 * their lines pointed at the catalogue's pieces and sizes, a payment for what each paid (its
 * method), one delivered line in 12 asked back (refunds and exchanges, every reason in turn) with
 * its refund processed, and a fit review from about one buyer in 20.
 */
export async function addReportHistory(db: Database): Promise<void> {
  // Each line a demo piece (in turn) in a size its section has.
  await db.execute(sql`
    with pieces as (
      select id, name, category, row_number() over (order by id) - 1 as place, count(*) over () as total
      from products
    ), lines as (select l.id, row_number() over (order by l.id) - 1 as n from order_lines l)
    update order_lines l set product_id = p.id, name = p.name, section = p.category,
      stock_keys = case p.category
        when 'mens' then jsonb_build_array('upper:' || (array['S','M','L','XL'])[1 + lines.n % 4], 'lower:' || (30 + 2 * (lines.n % 4)))
        when 'womens' then jsonb_build_array((array['S','M','L','XL'])[1 + lines.n % 4])
        else '["one-size"]'::jsonb end
    from lines join pieces p on p.place = lines.n % p.total
    where l.id = lines.id`);
  // What each order paid, the way it paid; the courier's cash a day after.
  await db.execute(sql`
    insert into payments (provider_payment_id, provider_order_id, order_id, amount_paise, type, method, created_at)
    select 'pay_bench' || replace(o.id::text, '-', ''), 'order_bench' || o.id, o.id, o.paid_paise,
      case when o.payment_method = 'cash' then 'cash' when o.status = 'paid' then 'full' else 'partial' end,
      case when o.payment_method = 'cash' then 'cash' else 'card' end,
      o.created_at + case when o.payment_method = 'cash' then interval '1 day' else interval '0' end
    from orders o where o.paid_paise > 0`);
  // One delivered line in 12 asked back five days later: refunds and exchanges, every reason in turn.
  await db.execute(sql`
    with asked as (
      select l.id as line_id, l.order_id, o.created_at, row_number() over (order by l.id) as n
      from order_lines l join orders o on o.id = l.order_id
      where o.fulfilment = 'delivered'
    )
    insert into return_requests (order_id, line_id, kind, reason, state, created_at, updated_at)
    select order_id, line_id, case when n % 24 = 0 then 'exchange' else 'refund' end,
      (array['too-small', 'too-large', 'fit', 'defect', 'not-as-shown', 'other'])[1 + (n / 12) % 6],
      case when n % 24 = 0 then 'exchange-dispatched' else 'refunded' end,
      created_at + interval '5 days', created_at + interval '5 days'
    from asked where n % 12 = 0`);
  await db.execute(sql`
    insert into refunds (return_id, order_id, amount_paise, method, provider_payment_id, reference, status, processed_at, created_at)
    select r.id, r.order_id, least(250000, p.amount_paise), 'provider', p.provider_payment_id,
      'rfnd_bench' || replace(r.id::text, '-', ''), 'processed', r.created_at + interval '2 days', r.created_at
    from return_requests r join payments p on p.order_id = r.order_id
    where r.kind = 'refund' and p.method = 'card'`);
  // One buyer in 20 says how the piece fitted (an account with the order's phone).
  await db.execute(sql`
    with buyers as (
      insert into customers (phone, name, role)
      select distinct o.phone, 'Bench buyer', 'customer' from orders o
      join order_lines l on l.order_id = o.id
      where o.fulfilment = 'delivered' and ('x' || substr(md5(l.id::text), 1, 4))::bit(16)::int % 20 = 0
      on conflict do nothing
      returning id, phone
    )
    insert into product_ratings (customer_id, product_id, rating, fit)
    select distinct on (b.id, l.product_id) b.id, l.product_id, 4,
      (array['small', 'true', 'true', 'large'])[1 + abs(hashtext(l.id::text)) % 4]
    from buyers b join orders o on o.phone = b.phone join order_lines l on l.order_id = o.id
    on conflict do nothing`);
}
