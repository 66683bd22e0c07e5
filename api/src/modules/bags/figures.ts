import { and, gte, sql } from 'drizzle-orm';
import { paiseToRupees } from '@store/shared/format';
import type { BagFigures } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { bags } from '../../db/schema';

/**
 * The dashboard's left bags of the last `days` days, by when each last changed: left (idle past
 * the reminder time before any order, or reminded), reminded, reminders sent, and recovered
 * (ordered after a reminder's link restored it) with those orders' totals.
 */
export async function bagFigures(
  db: Database,
  { days, remindAfterMinutes }: { days: number; remindAfterMinutes: number },
  now = new Date(),
): Promise<BagFigures> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const idleBy = new Date(now.getTime() - remindAfterMinutes * 60_000);
  const [row] = await db
    .select({
      left: sql<number>`count(*) filter (where ${bags.remindersSent} > 0 or (${bags.orderedAt} is null and ${bags.changedAt} <= ${idleBy.toISOString()}::timestamptz and jsonb_array_length(${bags.lines}) > 0))::int`,
      reminded: sql<number>`count(*) filter (where ${bags.remindersSent} > 0)::int`,
      reminders: sql<number>`coalesce(sum(${bags.remindersSent}), 0)::int`,
      recovered: sql<number>`count(${bags.recoveredOrderId})::int`,
      recoveredPaise: sql<number>`coalesce(sum(${bags.recoveredPaise}), 0)::bigint`,
    })
    .from(bags)
    .where(and(gte(bags.changedAt, since)));
  return {
    days,
    left: row?.left ?? 0,
    reminded: row?.reminded ?? 0,
    reminders: row?.reminders ?? 0,
    recovered: row?.recovered ?? 0,
    recoveredRevenue: paiseToRupees(Number(row?.recoveredPaise ?? 0)),
  };
}
