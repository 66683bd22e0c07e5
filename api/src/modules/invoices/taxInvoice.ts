import { desc, eq, inArray, sql } from 'drizzle-orm';
import { defaultHsn, gstClass } from '@store/shared/catalog';
import { splitGst, type GstSplit } from '@store/shared/format';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { invoiceCounters, invoices, orders, payments, products, type OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findPincode } from '../pincodes/pincodeDirectory';

export interface InvoiceLine {
  name: string;
  hsn: string;
  size: unknown;
}

export interface TaxInvoice {
  number: string;
  issuedAt: Date;
  order: OrderRow;
  lines: InvoiceLine[];
  split: GstSplit;
  seller: ApiConfig['seller'];
}

/** The financial year (April to March, India time) an instant falls in: '2026-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 5.5 * 3600_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An order's lines with their HSN code and GST slabs, from what each product is. */
async function taxableLines(db: Database, order: OrderRow, config: ApiConfig) {
  const ids = [...new Set(order.items.map((item) => item.productId))];
  const kinds = ids.length
    ? await db
        .select({ id: products.id, category: products.category, type: products.type, hsn: products.hsn })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const kindOf = new Map(kinds.map((kind) => [kind.id, kind]));
  return order.items.map((item) => {
    // A product deleted since is invoiced as a garment.
    const kind = kindOf.get(item.productId) ?? { category: 'mens', type: 'all', hsn: null };
    return {
      line: { name: item.name, hsn: kind.hsn ?? defaultHsn(kind.category, kind.type), size: item.size },
      taxable: { pricePaise: item.pricePaise, slabs: config.gstSlabs[gstClass(kind.category, kind.type)] },
    };
  });
}

/** Where the goods go, for GST: the state of the pincode (what the shopper typed, if India Post does not list it). */
export const placeOfSupply = (order: OrderRow) =>
  findPincode(order.shippingAddress.zip)?.state ?? order.shippingAddress.state;

/** The split of an order's GST, as its invoice states it (the checkout shows the same). */
export async function orderGst(db: Database, order: OrderRow, config: ApiConfig) {
  const lines = await taxableLines(db, order, config);
  return {
    lines: lines.map((entry) => entry.line),
    split: splitGst(
      lines.map((entry) => entry.taxable),
      order.discountPaise,
      placeOfSupply(order),
      config.seller.state,
    ),
  };
}

/**
 * The tax invoice of a fully paid order, numbered the first time it is asked for: the next
 * number of the financial year the order was paid in (counted under a row lock, so two at once
 * never share one), dated when the last payment arrived.
 */
export async function taxInvoice(db: Database, order: OrderRow, config: ApiConfig): Promise<TaxInvoice> {
  if (!config.seller.gstin) throw new HttpError(503, 'Invoices are not available yet: the store has no GSTIN set');
  if (order.paidPaise < order.totalPaise)
    throw new HttpError(409, 'The invoice is issued once the order is paid in full; each payment has its receipt');
  const issued = await db.transaction(async (tx) => {
    // One issuer per order at a time: two first downloads at once get one number, not two.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id));
    if (existing) return existing;
    const [lastPayment] = await tx
      .select({ at: payments.createdAt })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const issuedAt = lastPayment?.at ?? order.createdAt;
    const year = financialYear(issuedAt);
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ financialYear: year, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { last: sql`${invoiceCounters.last} + 1` } })
      .returning();
    const number = `ELG/${year}/${String(counter?.last).padStart(6, '0')}`;
    const [row] = await tx
      .insert(invoices)
      .values({ orderId: order.id, number, financialYear: year, issuedAt })
      .returning();
    return row as typeof invoices.$inferSelect;
  });
  const { lines, split } = await orderGst(db, order, config);
  return { number: issued.number, issuedAt: issued.issuedAt, order, lines, split, seller: config.seller };
}
