/** The queries of tax invoices and of the numbered series (invoices, credit notes) they share. */
import { eq, inArray, sql } from 'drizzle-orm';
import { firstRow } from '../../../db/firstRow';
import type { Database } from '../../../db/client';
import { creditNoteCounters, invoiceCounters, invoices, products } from '../../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;

export async function findInvoice(db: Database, orderId: string): Promise<InvoiceRow | undefined> {
  return firstRow(db.select().from(invoices).where(eq(invoices.orderId, orderId)));
}

export async function insertInvoice(tx: Database, invoice: InvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  return row as InvoiceRow;
}

const SERIES = { invoices: invoiceCounters, 'credit-notes': creditNoteCounters };

/**
 * The next number of a series in a financial year, in the caller's transaction: the counter's
 * row stays locked until it commits, so two documents at once never share a number.
 */
export async function nextInSeries(tx: Database, series: keyof typeof SERIES, financialYear: string): Promise<number> {
  const counters = SERIES[series];
  const [counter] = await tx
    .insert(counters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({ target: counters.financialYear, set: { last: sql`${counters.last} + 1` } })
    .returning();
  return Number(counter?.last);
}

/** What the products of an invoice's lines are, for their HSN code and GST slabs. */
export async function productKinds(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ id: products.id, category: products.category, type: products.type, hsn: products.hsn })
    .from(products)
    .where(inArray(products.id, productIds));
}
