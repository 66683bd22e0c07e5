import { defaultHsn, gstClass } from '@store/shared/catalog';
import { indiaCalendar, splitGst, type GstSplit } from '@store/shared/format';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { lastPaymentAt } from '../../payments/paymentsRepository';
import { findPincode } from '../../pincodes/pincodeDirectory';
import { lockOrder, withLinesOf } from '../ordersRepository';
import { findInvoice, insertInvoice, nextInSeries, productKinds } from './invoicesRepository';

export interface InvoiceLine {
  name: string;
  hsn: string;
  size: unknown;
  /** A service (the cash-on-delivery fee), not a piece: it has no size. */
  service?: boolean;
}

/** The cash-on-delivery fee: a courier service (SAC 9968) at 18%, never discounted by a coupon. */
const CASH_FEE: InvoiceLine = { name: 'Cash on delivery fee', hsn: '9968', size: null, service: true };
const CASH_FEE_SLABS = [{ upToRupees: null, rate: 18 }];

/** The goods' split with the fee's own line after them (a coupon discounts the goods only). */
function withFee(goods: GstSplit, fee: GstSplit): GstSplit {
  return {
    lines: [...goods.lines, ...fee.lines],
    intraState: goods.intraState,
    taxablePaise: goods.taxablePaise + fee.taxablePaise,
    cgstPaise: goods.cgstPaise + fee.cgstPaise,
    sgstPaise: goods.sgstPaise + fee.sgstPaise,
    igstPaise: goods.igstPaise + fee.igstPaise,
    totalPaise: goods.totalPaise + fee.totalPaise,
  };
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
  const { year, month } = indiaCalendar(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An order's lines with their HSN code and GST slabs, from what each product is. */
async function taxableLines(db: Database, order: OrderRow, config: ApiConfig) {
  const { lines } = await withLinesOf(db, order);
  const ids = [...new Set(lines.map((line) => line.productId))];
  const kinds = await productKinds(db, ids);
  const kindOf = new Map(kinds.map((kind) => [kind.id, kind]));
  return lines.map((line) => {
    // A product deleted since is invoiced as a garment.
    const kind = kindOf.get(line.productId) ?? { category: 'mens', type: 'all', hsn: null };
    return {
      line: { name: line.name, hsn: kind.hsn ?? defaultHsn(kind.category, kind.type), size: line.size },
      taxable: { pricePaise: line.unitPricePaise, slabs: config.gstSlabs[gstClass(kind.category, kind.type)] },
    };
  });
}

/** Where the goods go, for GST: the state of the pincode (what the shopper typed, if India Post does not list it). */
export const placeOfSupply = (order: OrderRow) =>
  findPincode(order.shippingAddress.zip)?.state ?? order.shippingAddress.state;

/** The split of an order's GST, as its invoice states it (the checkout shows the same); a cash fee is its own line. */
export async function orderGst(db: Database, order: OrderRow, config: ApiConfig) {
  const lines = await taxableLines(db, order, config);
  const state = placeOfSupply(order);
  const goods = splitGst(
    lines.map((entry) => entry.taxable),
    order.discountPaise,
    state,
    config.seller.state,
  );
  if (!order.cashFeePaise) return { lines: lines.map((entry) => entry.line), split: goods };
  const fee = splitGst([{ pricePaise: order.cashFeePaise, slabs: CASH_FEE_SLABS }], 0, state, config.seller.state);
  return { lines: [...lines.map((entry) => entry.line), CASH_FEE], split: withFee(goods, fee) };
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
    await lockOrder(tx, order.id);
    const existing = await findInvoice(tx, order.id);
    if (existing) return existing;
    // Cancelled before one was issued: no supply, so no invoice (one issued before stays, with its credit notes).
    if (order.fulfilment === 'cancelled')
      throw new HttpError(409, `${order.number} was cancelled before its invoice was issued: it has none`);
    const issuedAt = (await lastPaymentAt(tx, order.id)) ?? order.createdAt;
    const year = financialYear(issuedAt);
    const number = `ELG/${year}/${String(await nextInSeries(tx, 'invoices', year)).padStart(6, '0')}`;
    return insertInvoice(tx, { orderId: order.id, number, financialYear: year, issuedAt });
  });
  const { lines, split } = await orderGst(db, order, config);
  return { number: issued.number, issuedAt: issued.issuedAt, order, lines, split, seller: config.seller };
}
