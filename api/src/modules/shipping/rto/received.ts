import { formatPaise, indiaDay } from '@store/shared/format';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { OrderRow, RefundRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { Restocks } from '../../stock/backInStock';
import { RefundError } from '../../../providers/payment/types';
import { methodOf } from '../../payments/methods';
import type { ProviderRefunds } from '../../payments/refunds/providerRefunds';
import { putPieceBack } from '../../orders/cash/cashDesk';
import { findInvoice } from '../../orders/invoices/invoicesRepository';
import { lockOrder, recordEvent, updateLine, updateOrder, withLinesOf } from '../../orders/ordersRepository';
import { creditWholeInvoice } from '../../orders/returns/creditNotes';
import {
  giveBackNow,
  insertRefundParts,
  refundablePayments,
  refundPartsOf,
  refundPlace,
} from '../../orders/returns/refundParts';
import { lockShipment, markReceived, refundsOfShipment } from './rtoRepository';

export interface ReceiveDeps {
  db: Database;
  /** Back-in-stock alerts are jobs of the receipt's transaction. */
  jobs: Restocks;
  config: ApiConfig;
  /** Payments' refunds through the provider (wiring.ts). */
  refunds: ProviderRefunds;
  log?: (message: string, detail: object) => void;
}

/** What the desk found in the parcel: each of the order's pieces, sellable or not. */
export type ReceivedLines = { lineId: string; sellable: boolean }[];

/**
 * Statuses at which the desk may receive a parcel: back at the label, or still "in transit" on
 * the courier's last scan when it physically arrived first (the courier's closing scan often lags
 * the van by a day). 'rto-initiated' is refused: the parcel is still near the shopper.
 */
const RECEIVABLE = new Set(['rto-in-transit', 'rto-delivered']);

/** Every piece of the order named once, and nothing else: else 400 on `lines`. */
function checkLines(order: { number: string; lines: { id: string }[] }, lines: ReceivedLines) {
  const ids = new Set(order.lines.map((line) => line.id));
  const named = new Set<string>();
  for (const { lineId } of lines) {
    if (!ids.has(lineId)) throw new HttpError(400, `A piece named is not in order ${order.number}`, { field: 'lines' });
    if (named.has(lineId)) throw new HttpError(400, 'A piece is named twice', { field: 'lines' });
    named.add(lineId);
  }
  if (named.size !== ids.size)
    throw new HttpError(400, `Say for each of the ${ids.size} pieces of ${order.number} whether it can be sold`, {
      field: 'lines',
    });
}

/**
 * The desk has a parcel back from a return to origin, once: each sellable piece goes back on
 * sale (the refused delivery's own path: its waiting shoppers are told), a damaged one is
 * recorded. The order closes without revenue: a cash order is 'refused' (the phone's refused
 * deliveries count it), an invoice already issued is cancelled by credit notes (one per invoice
 * line), and whatever was paid is refunded in full, each payment its own way (the provider's
 * part through it; a gift card's or store credit's back to it at once). Each step is in the order's history.
 */
export async function receiveRto(deps: ReceiveDeps, shipmentId: string, lines: ReceivedLines, adminId: string) {
  const { db, jobs, config } = deps;
  const { shipment, claimed, order } = await db.transaction(async (tx) => {
    const found = await lockShipment(tx, shipmentId);
    if (!found || found.kind !== 'forward') throw new HttpError(404, 'Shipment not found');
    if (found.receivedAt)
      throw new HttpError(409, `Parcel ${found.awb} was already received on ${indiaDay(found.receivedAt)}`);
    if (!RECEIVABLE.has(found.status))
      throw new HttpError(
        409,
        found.status === 'rto-initiated'
          ? `Parcel ${found.awb} is only starting back: receive it when it reaches us`
          : `Parcel ${found.awb} is not coming back to us (it is ${found.status})`,
      );
    const row = await lockOrder(tx, found.orderId);
    if (!row) throw new HttpError(404, 'Order not found');
    const placed = await withLinesOf(tx, row);
    checkLines(placed, lines);

    const sellable = new Map(lines.map((line) => [line.lineId, line.sellable]));
    for (const line of placed.lines) {
      // Put back already (the cash desk's "sellable" before this receipt): nothing more to do.
      if (line.restockedAt) continue;
      const outcome = sellable.get(line.id) ? 'back on sale' : 'damaged: not for sale';
      if (sellable.get(line.id) && !line.custom) await putPieceBack(tx, jobs, { ...line, restockDue: true }, adminId);
      else {
        // Made to measure takes no stock: fit for sale or not, it is only recorded.
        if (line.restockDue) await updateLine(tx, line.id, { restockDue: false });
        await recordEvent(tx, {
          orderId: row.id,
          kind: 'restock',
          itemIndex: line.position,
          fromValue: 'on its way back',
          toValue: line.custom && sellable.get(line.id) ? 'back with us (made to measure)' : outcome,
          adminId,
        });
      }
    }
    await closeOrder(tx, row, found.status, adminId);
    const invoice = config.seller.gstin ? await findInvoice(tx, row.id) : undefined;
    if (invoice) await creditWholeInvoice(tx, config, row, invoice, { shipmentId: found.id }, adminId);
    const refundRows = await claimRefunds(tx, config, row, found.id, adminId);
    return { shipment: await markReceived(tx, found.id, adminId), claimed: refundRows, order: row };
  });
  await askRefunds(deps, claimed, order.id, adminId);
  return { shipment, orderNumber: order.number };
}

/**
 * Asks the provider for the claimed rows. Refused: released, and the order's history says so
 * (rtoRefundOwner); the desk refunds again (refundRtoAgain). No answer: the rows stay asked, for
 * the refunds' recovery sweep. Whether the provider refused.
 */
async function askRefunds(deps: ReceiveDeps, claimed: RefundRow[], orderId: string, adminId: string) {
  if (claimed.length === 0) return false;
  try {
    await deps.refunds.ask(claimed, adminId);
    return false;
  } catch (error) {
    if (!(error instanceof RefundError)) throw error;
    deps.log?.('return to origin: refund refused by the payment provider', { orderId, message: error.message });
    return error.message;
  }
}

/**
 * The desk's "Refund again" for a received parcel whose refund the provider refused: whatever
 * the order's provider payments still have unrefunded is claimed and asked again. 409 while a
 * part is still being asked (the refunds' recovery has it) or when nothing is left to refund.
 */
export async function refundRtoAgain(deps: ReceiveDeps, shipmentId: string, adminId: string) {
  const { shipment, claimed, order } = await deps.db.transaction(async (tx) => {
    const found = await lockShipment(tx, shipmentId);
    if (!found || found.kind !== 'forward') throw new HttpError(404, 'Shipment not found');
    if (!found.receivedAt) throw new HttpError(409, `Receive parcel ${found.awb} first: its refund follows`);
    const row = await lockOrder(tx, found.orderId);
    if (!row) throw new HttpError(404, 'Order not found');
    if ((await refundsOfShipment(tx, found.id)).some((refund) => refund.status === 'requested'))
      throw new HttpError(
        409,
        'This refund is still being asked of the payment provider: retry it from the refunds list',
      );
    const rows = await claimRefunds(tx, deps.config, row, found.id, adminId);
    if (rows.length === 0) throw new HttpError(409, `Everything paid for ${row.number} has been refunded already`);
    return { shipment: found, claimed: rows, order: row };
  });
  const refused = await askRefunds(deps, claimed, order.id, adminId);
  if (refused) throw new HttpError(502, `Refund refused by the payment provider: ${refused}`);
  return { shipment, orderNumber: order.number };
}

/** The order closes as a return to origin: a cash order refused (never collected), fulfilment 'rto'. */
async function closeOrder(tx: Database, order: OrderRow, status: string, adminId: string) {
  const change: Partial<OrderRow> = {};
  if (order.fulfilment !== 'rto') {
    change.fulfilment = 'rto';
    await recordEvent(tx, {
      orderId: order.id,
      kind: 'fulfilment',
      fromValue: order.fulfilment,
      toValue: 'rto',
      adminId,
    });
  }
  if (
    methodOf(order).collectsOnDelivery &&
    (order.cashState === 'confirmed' || order.cashState === 'awaiting-confirmation')
  ) {
    change.cashState = 'refused';
    await recordEvent(tx, { orderId: order.id, kind: 'cash', fromValue: order.cashState, toValue: 'refused', adminId });
  }
  await recordEvent(tx, { orderId: order.id, kind: 'rto', fromValue: status, toValue: 'received', adminId });
  if (Object.keys(change).length) await updateOrder(tx, order.id, change);
}

/**
 * The refund rows of everything paid and not yet refunded, each payment its own way as a return's
 * refund goes (refundParts.ts): through the provider (claimed 'requested' before it is asked, as a
 * return's are: asked once, recovered if a crash comes between its answer and the record), or
 * back to the gift card or store credit it came from at once. Cash the courier never collected
 * has no payment; cash once collected is the desk's payout, not this. The rows to ask the provider.
 */
async function claimRefunds(
  tx: Database,
  config: ApiConfig,
  order: OrderRow,
  shipmentId: string,
  adminId: string,
): Promise<RefundRow[]> {
  const payments = (await refundablePayments(tx, order.id)).filter((payment) => payment.method.refundsBy !== 'payout');
  const owed = payments.reduce((sum, payment) => sum + payment.leftPaise, 0);
  const { parts } = refundPartsOf(payments, owed, { toCredit: false, payout: null });
  if (parts.length === 0) return [];
  const rows = await insertRefundParts(tx, order.id, { shipmentId }, parts);
  await giveBackNow(tx, order, parts, rows, config.storeCredit.refundBonusPercent);
  const asked = rows.filter((row) => row.status === 'requested');
  const given = rows.filter((row) => row.status === 'processed');
  const sum = (list: RefundRow[]) => formatPaise(list.reduce((total, row) => total + row.amountPaise, 0));
  await recordEvent(tx, {
    orderId: order.id,
    kind: 'refund',
    fromValue: 'returned to origin',
    toValue: [
      ...(asked.length ? [`${sum(asked)} asked of the payment provider`] : []),
      ...(given.length
        ? [`${sum(given)} given back to ${given.map((row) => refundPlace(row.method)).join(' and ')}`]
        : []),
    ].join('; '),
    adminId,
  });
  return asked;
}
