import { paiseToRupees } from '@store/shared/format';
import type { AdminCounts } from '@store/shared/schemas';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, payments, products, refunds } from '../../db/schema';

/** The dashboard's cards: products per section, orders per status, rupees received. */
export async function dashboardCounts(db: Database): Promise<AdminCounts> {
  const perSection = await db
    .select({ category: products.category, n: count() })
    .from(products)
    .groupBy(products.category);
  const perStatus = await db
    .select({
      status: orders.status,
      completed: orders.completed,
      n: count(),
    })
    .from(orders)
    .where(eq(orders.deleted, false))
    .groupBy(orders.status, orders.completed);
  // A refund leaves revenue once it is processed (the provider's refund.processed, or the
  // desk's payout recorded), not when it is asked for: a refund can still fail until then.
  const [received] = await db
    .select({
      paise: sql<number>`coalesce(sum(${payments.amountPaise} - case when ${payments.refundProcessedAt} is not null then ${payments.refundedPaise} else 0 end), 0)::bigint`,
    })
    .from(payments);
  const [refunded] = await db
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint` })
    .from(refunds)
    .where(eq(refunds.status, 'processed'));
  const sectionCount = (section: string) => perSection.find((r) => r.category === section)?.n ?? 0;
  const ordersBy = (match: (r: (typeof perStatus)[number]) => boolean) =>
    perStatus.filter(match).reduce((sum, r) => sum + r.n, 0);
  return {
    mens: sectionCount('mens'),
    womens: sectionCount('womens'),
    accessories: sectionCount('accessories'),
    orders: {
      total: ordersBy(() => true),
      paid: ordersBy((r) => r.status === 'paid'),
      partialPaid: ordersBy((r) => r.status === 'partial-paid'),
      completed: ordersBy((r) => r.completed),
    },
    // Money received less money refunded, whatever became of the orders: a deleted or
    // cancelled order's payment was still received (and a refund is recorded as one).
    revenueReceived: paiseToRupees(Number(received?.paise ?? 0) - Number(refunded?.paise ?? 0)),
  };
}
