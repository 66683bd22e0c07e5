import type { DatabaseHandle } from '../../db/client';
import { rawRows } from '../../db/rawRows';

/**
 * Reconciles the store's orders with what the offline gateway captured (the soak's final
 * check): every captured payment must have exactly one order, and no order may lack one.
 */
export async function reconcileSandboxPayments(database: DatabaseHandle) {
  const rows = (query: string) => rawRows(database.db, query);
  const [captured] = await rows(`select count(*)::int as n from sandbox_payments where status = 'captured'`);
  const [orders] = await rows(`select count(*)::int as n from orders`);
  const unmatched = await rows(`
    select s.id, count(p.order_id)::int as orders from sandbox_payments s
    left join payments p on p.provider_payment_id = s.id
    where s.status = 'captured' group by s.id having count(p.order_id) <> 1`);
  const orphans = await rows(`
    select o.id from orders o where not exists (
      select 1 from payments p join sandbox_payments s on s.id = p.provider_payment_id
      where p.order_id = o.id and s.status = 'captured')`);
  return {
    captured: Number(captured?.n),
    orders: Number(orders?.n),
    problems: [
      ...unmatched.map((p) => `payment ${String(p.id)} has ${String(p.orders)} orders`),
      ...orphans.map((o) => `order ${String(o.id)} has no captured payment`),
    ],
  };
}
