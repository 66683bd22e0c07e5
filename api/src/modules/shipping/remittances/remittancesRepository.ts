/** The queries of the courier's cash remittances as imported, and of the cash they should bring. */
import { and, asc, desc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import { firstRow } from '../../../db/firstRow';
import type { Database } from '../../../db/client';
import { courierRemittanceLines, orders, shipments } from '../../../db/schema';

export type RemittanceOutcome = 'recorded' | 'amount-differs' | 'unknown-awb' | 'not-cash' | 'not-due';

/**
 * The line, once per (batch reference, AWB): the row written, or undefined when that batch's
 * line was imported before (a second import, or one running at the same time, waits for the
 * first to commit and finds it).
 */
export async function claimLine(tx: Database, line: typeof courierRemittanceLines.$inferInsert) {
  return firstRow(tx.insert(courierRemittanceLines).values(line).onConflictDoNothing().returning());
}

export async function setOutcome(tx: Database, id: string, outcome: RemittanceOutcome, orderId: string | null) {
  await tx.update(courierRemittanceLines).set({ outcome, orderId }).where(eq(courierRemittanceLines.id, id));
}

/** The order a forward parcel's AWB belongs to. */
export async function orderOfAwb(tx: Database, awb: string) {
  return firstRow(
    tx
      .select({ order: orders })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(shipments.awb, awb), eq(shipments.kind, 'forward'))),
  );
}

/** The last day a remittance was imported for: the aggregator's statement is read again from it. */
export async function lastRemittedDay(db: Database): Promise<string | null> {
  const [row] = await db.select({ day: max(courierRemittanceLines.remittedOn) }).from(courierRemittanceLines);
  return row?.day ?? null;
}

/**
 * Imported lines the desk must look at: an amount that differs (while the order's cash is still
 * not collected: recorded by hand since, it is settled), an AWB the store does not know, cash for
 * an order that was not awaiting it.
 */
export async function mismatchedLines(db: Database) {
  return db
    .select({ line: courierRemittanceLines, order: orders })
    .from(courierRemittanceLines)
    .leftJoin(orders, eq(orders.id, courierRemittanceLines.orderId))
    .where(
      and(
        inArray(courierRemittanceLines.outcome, ['amount-differs', 'unknown-awb', 'not-due']),
        sql`(${courierRemittanceLines.outcome} <> 'amount-differs' or ${orders.cashState} is distinct from 'collected')`,
      ),
    )
    .orderBy(desc(courierRemittanceLines.remittedOn), asc(courierRemittanceLines.awb))
    .limit(1000);
}

/** Cash orders delivered before this instant whose cash the courier has not remitted (no line recorded, still 'confirmed'). */
export async function unremittedSince(db: Database, deliveredBefore: Date) {
  return db
    .select({ order: orders, awb: shipments.awb })
    .from(orders)
    .leftJoin(
      shipments,
      and(eq(shipments.orderId, orders.id), eq(shipments.kind, 'forward'), eq(shipments.status, 'delivered')),
    )
    .where(
      and(
        eq(orders.cashState, 'confirmed'),
        eq(orders.deleted, false),
        eq(orders.fulfilment, 'delivered'),
        lt(orders.deliveredAt, deliveredBefore),
        // One the courier remitted a different amount for is listed as that, not twice.
        sql`not exists (select 1 from ${courierRemittanceLines} where ${courierRemittanceLines.orderId} = ${orders.id} and ${courierRemittanceLines.outcome} = 'amount-differs')`,
      ),
    )
    .orderBy(asc(orders.deliveredAt))
    .limit(1000);
}
