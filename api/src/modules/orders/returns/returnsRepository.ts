/** The queries of returns: the requests, their steps, their refunds and their credit notes. */
import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { FINISHED_RETURN_STATES } from '@store/shared/schemas';
import { firstRow } from '../../../db/firstRow';
import type { Database } from '../../../db/client';
import {
  creditNotes,
  refunds,
  returnEvents,
  returnRequests,
  type CreditNoteRow,
  type RefundRow,
  type ReturnRow,
} from '../../../db/schema';

export type ReturnEventRow = typeof returnEvents.$inferSelect;

export async function findReturn(db: Database, id: string): Promise<ReturnRow | undefined> {
  return firstRow(db.select().from(returnRequests).where(eq(returnRequests.id, id)));
}

/** Whether a saved return keeps this photo. */
export async function returnWithPhoto(db: Database, path: string): Promise<boolean> {
  const saved = db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.photo, path));
  return (await firstRow(saved.limit(1))) !== undefined;
}

/** The return, locked for the rest of the caller's transaction: one step at a time. */
export async function lockReturn(tx: Database, id: string): Promise<ReturnRow | undefined> {
  return firstRow(tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update'));
}

/** The return asked of this piece that still stands (not refused), if any. */
export async function openReturnOfLine(db: Database, lineId: string): Promise<{ id: string } | undefined> {
  return firstRow(
    db
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(and(eq(returnRequests.lineId, lineId), ne(returnRequests.state, 'refused'))),
  );
}

export async function insertReturn(tx: Database, request: typeof returnRequests.$inferInsert): Promise<ReturnRow> {
  const [row] = await tx.insert(returnRequests).values(request).returning();
  return row as ReturnRow;
}

export async function updateReturn(tx: Database, id: string, change: Partial<ReturnRow>): Promise<void> {
  await tx.update(returnRequests).set(change).where(eq(returnRequests.id, id));
}

/** Marks the returned piece back on sale, once: false when it already was. */
export async function markReturnRestocked(tx: Database, id: string): Promise<boolean> {
  const [marked] = await tx
    .update(returnRequests)
    .set({ restockedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(returnRequests.id, id), isNull(returnRequests.restockedAt)))
    .returning({ id: returnRequests.id });
  return Boolean(marked);
}

/** A step of a return, for the customer's timeline and the desk's record. */
export async function recordReturnEvent(tx: Database, event: typeof returnEvents.$inferInsert): Promise<void> {
  await tx.insert(returnEvents).values(event);
}

/** The desk's queue: the open returns, or all; oldest first, at most 500. */
export async function listReturns(db: Database, openOnly: boolean): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returnRequests)
    .where(openOnly ? notInArray(returnRequests.state, [...FINISHED_RETURN_STATES]) : undefined)
    .orderBy(asc(returnRequests.createdAt))
    .limit(500);
}

/** The returns of these orders, oldest first. */
export async function returnsOfOrders(db: Database, orderIds: string[]): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returnRequests)
    .where(inArray(returnRequests.orderId, orderIds))
    .orderBy(asc(returnRequests.createdAt));
}

/** The steps, refunds and credit-note numbers of these returns, in three queries at once. */
export async function returnDetails(db: Database, returnIds: string[]) {
  const [events, refundRows, notes] = await Promise.all([
    db.select().from(returnEvents).where(inArray(returnEvents.returnId, returnIds)).orderBy(asc(returnEvents.at)),
    db.select().from(refunds).where(inArray(refunds.returnId, returnIds)),
    db
      .select({ returnId: creditNotes.returnId, number: creditNotes.number })
      .from(creditNotes)
      .where(inArray(creditNotes.returnId, returnIds)),
  ]);
  return { events, refunds: refundRows, creditNotes: notes };
}

/** What the order's returns have refunded or are refunding so far, in paise. */
export async function refundedOfOrder(tx: Database, orderId: string): Promise<number> {
  const [given] = await tx
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return Number(given?.paise ?? 0);
}

/** What the desk has paid out or owes to pay out of an order (refunds to an account, not through the provider). */
export async function payoutsOfOrder(tx: Database, orderId: string): Promise<number> {
  const [given] = await tx
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), isNull(refunds.providerPaymentId)));
  return Number(given?.paise ?? 0);
}

export async function insertRefunds(tx: Database, rows: (typeof refunds.$inferInsert)[]): Promise<RefundRow[]> {
  return tx.insert(refunds).values(rows).returning();
}

export async function refundWithReference(db: Database, reference: string): Promise<{ id: string } | undefined> {
  return firstRow(db.select({ id: refunds.id }).from(refunds).where(eq(refunds.reference, reference)));
}

/** The return's refunds, each with its state. */
export async function refundsOfReturn(tx: Database, returnId: string): Promise<RefundRow[]> {
  return tx.select().from(refunds).where(eq(refunds.returnId, returnId));
}

/** Whether the return's timeline has this step already. */
export async function stepRecorded(tx: Database, returnId: string, state: string): Promise<boolean> {
  return (
    (await firstRow(
      tx
        .select({ id: returnEvents.id })
        .from(returnEvents)
        .where(and(eq(returnEvents.returnId, returnId), eq(returnEvents.state, state))),
    )) !== undefined
  );
}

/** The return's refunds not processed yet. */
export async function unprocessedRefunds(tx: Database, returnId: string): Promise<{ id: string }[]> {
  return tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.returnId, returnId), sql`${refunds.status} <> 'processed'`));
}

/** The return's refunds of cash waiting for the desk to pay them out (to a UPI id or a bank account). */
export async function pendingPayouts(tx: Database, returnId: string): Promise<RefundRow[]> {
  return tx
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.returnId, returnId), eq(refunds.status, 'pending'), inArray(refunds.method, ['upi', 'bank'])),
    );
}

export async function markPayoutsProcessed(tx: Database, ids: string[], reference: string): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: 'processed', processedAt: new Date(), reference })
    .where(inArray(refunds.id, ids));
}

/** What a credit note is for: a return, or one invoice line of a parcel that came back undelivered (shipping's RTO). */
/** What a credit note is for: a return, or one line of an invoice cancelled whole (return to origin, cancellation). */
export type CreditNoteFor =
  { returnId: string } | { shipmentId: string; invoiceLine: number } | { cancellation: true; invoiceLine: number };

export async function findCreditNote(
  tx: Database,
  orderId: string,
  of: CreditNoteFor,
): Promise<CreditNoteRow | undefined> {
  const owner =
    'returnId' in of
      ? eq(creditNotes.returnId, of.returnId)
      : 'shipmentId' in of
        ? and(eq(creditNotes.shipmentId, of.shipmentId), eq(creditNotes.invoiceLine, of.invoiceLine))
        : and(eq(creditNotes.cancellation, true), eq(creditNotes.invoiceLine, of.invoiceLine));
  return firstRow(
    tx
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.orderId, orderId), owner)),
  );
}

export async function insertCreditNote(tx: Database, note: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(note).returning();
  return row as CreditNoteRow;
}

/** One of this order's credit notes, by its number. */
export async function creditNoteOfOrder(db: Database, orderId: string, number: string) {
  return firstRow(
    db
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.number, number))),
  );
}

/** A return's credit note on this order, with the line it credits. */
export async function creditNoteOfReturn(db: Database, returnId: string, orderId: string) {
  return firstRow(
    db
      .select({ note: creditNotes, lineId: returnRequests.lineId })
      .from(creditNotes)
      .innerJoin(returnRequests, eq(returnRequests.id, creditNotes.returnId))
      .where(and(eq(creditNotes.returnId, returnId), eq(creditNotes.orderId, orderId))),
  );
}
