import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ProductionPiece } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { orderLines, orders } from '../../../db/schema';

/**
 * The workshop's queue: every made-to-measure piece of a live order not yet ready, soonest
 * promised first, with its measurements and nothing else of the order (no phone, address or
 * money: the workshop role sees stages and measurements only).
 */
export async function productionQueue(db: Database): Promise<ProductionPiece[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      lineId: orderLines.id,
      name: orderLines.name,
      size: orderLines.size,
      stage: orderLines.stage,
      dispatchBy: orders.dispatchBy,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.custom, true),
        ne(sql`coalesce(${orderLines.stage}, 'received')`, 'ready'),
        eq(orders.deleted, false),
        eq(orders.fulfilment, 'processing'),
      ),
    )
    .orderBy(sql`${orders.dispatchBy} asc nulls last`, asc(orders.createdAt), asc(orderLines.position))
    .limit(500);
  return rows.map((row) => ({ ...row, stage: row.stage ?? 'received' }));
}
