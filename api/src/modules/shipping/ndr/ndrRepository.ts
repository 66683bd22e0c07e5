import { and, desc, eq, gt, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { deliveryExceptions, orders, shipments, type ShipmentRow } from '../../../db/schema';

export type DeliveryExceptionRow = typeof deliveryExceptions.$inferSelect;

/** Opens one attempt's exception; null when that attempt already has one (a replayed update). */
export async function insertException(
  tx: Database,
  row: typeof deliveryExceptions.$inferInsert,
): Promise<DeliveryExceptionRow | null> {
  const [made] = await tx
    .insert(deliveryExceptions)
    .values(row)
    .onConflictDoNothing({ target: [deliveryExceptions.shipmentId, deliveryExceptions.attempt] })
    .returning();
  return made ?? null;
}

export async function findException(db: Database, id: string): Promise<DeliveryExceptionRow | undefined> {
  const [row] = await db.select().from(deliveryExceptions).where(eq(deliveryExceptions.id, id));
  return row;
}

/** The exception locked for the caller's transaction: one answer, one send at a time. */
export async function lockException(tx: Database, id: string): Promise<DeliveryExceptionRow | undefined> {
  const [row] = await tx.select().from(deliveryExceptions).where(eq(deliveryExceptions.id, id)).for('update');
  return row;
}

export async function updateException(tx: Database, id: string, change: Partial<DeliveryExceptionRow>) {
  await tx.update(deliveryExceptions).set(change).where(eq(deliveryExceptions.id, id));
}

export async function findShipment(db: Database, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

/** The shipment's latest failed attempt's number (0: none yet). */
export async function latestAttempt(db: Database, shipmentId: string): Promise<number> {
  const [row] = await db
    .select({ attempt: sql<number | null>`max(${deliveryExceptions.attempt})` })
    .from(deliveryExceptions)
    .where(eq(deliveryExceptions.shipmentId, shipmentId));
  return Number(row?.attempt ?? 0);
}

/** Exceptions left open past their answer time at `now`, moved to the desk; how many. */
export async function moveOverdueToDesk(db: Database, now: Date): Promise<number> {
  const moved = await db
    .update(deliveryExceptions)
    .set({ state: 'desk' })
    .where(and(eq(deliveryExceptions.state, 'open'), lt(deliveryExceptions.answerBy, now)))
    .returning({ id: deliveryExceptions.id });
  return moved.length;
}

/** Answers the courier has not yet accepted, answered before `before` (a send in flight is left alone). */
export async function unsentAnswers(db: Database, before: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: deliveryExceptions.id })
    .from(deliveryExceptions)
    .where(
      and(
        eq(deliveryExceptions.state, 'answered'),
        isNull(deliveryExceptions.sentAt),
        lt(deliveryExceptions.answeredAt, before),
      ),
    )
    .limit(100);
}

/**
 * The desk's list: those waiting on the desk first, then open ones, then the answered; newest
 * first in each. An unanswered question a later attempt replaced is left out (the later one asks).
 */
export async function deskExceptions(db: Database, limit = 200) {
  const later = alias(deliveryExceptions, 'later');
  return db
    .select({ exception: deliveryExceptions, awb: shipments.awb, orderId: orders.id, orderNumber: orders.number })
    .from(deliveryExceptions)
    .innerJoin(shipments, eq(shipments.id, deliveryExceptions.shipmentId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      or(
        eq(deliveryExceptions.state, 'answered'),
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(
              and(eq(later.shipmentId, deliveryExceptions.shipmentId), gt(later.attempt, deliveryExceptions.attempt)),
            ),
        ),
      ),
    )
    .orderBy(
      sql`case ${deliveryExceptions.state} when 'desk' then 0 when 'open' then 1 else 2 end`,
      desc(deliveryExceptions.openedAt),
    )
    .limit(limit);
}

export async function findOrderOf(db: Database, shipment: ShipmentRow) {
  const [order] = await db.select().from(orders).where(eq(orders.id, shipment.orderId));
  return order;
}
