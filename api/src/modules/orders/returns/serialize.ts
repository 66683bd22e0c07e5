import { paiseToRupees } from '@store/shared/format';
import type { ProductionStage } from '@store/shared/catalog';
import type {
  DeskReturnJson,
  OrderJson,
  ReturnJson,
  ReturnKind,
  ReturnReason,
  ReturnState,
} from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { OrderRow, RefundPayout, RefundRow, ReturnRow } from '../../../db/schema';
import type { MediaStore } from '../../../media/mediaStore';
import { methodOfPayment } from '../../payments/methods';
import { methodsByOrder } from '../../payments/paymentsRepository';
import { STUCK_REFUND_MINUTES } from '../../payments/refunds/providerRefunds';
import { findLines, findOrders } from '../ordersRepository';
import { returnDetails, returnsOfOrders, type ReturnEventRow } from './returnsRepository';
import { returnUntil } from './rules';

type AfterSale = NonNullable<OrderJson['afterSale']>;

/** A return with what its answer shows: its steps, its refund rows and its credit note's number. */
export interface LoadedReturn {
  row: ReturnRow;
  events: ReturnEventRow[];
  refunds: RefundRow[];
  creditNote: string | null;
}

/** The returns of these orders (or these return ids), each with its events, refunds and credit note, in three queries. */
export async function loadReturns(
  db: Database,
  by: { orderIds?: string[]; rows?: ReturnRow[] },
): Promise<LoadedReturn[]> {
  const rows = by.rows ?? (by.orderIds?.length ? await returnsOfOrders(db, by.orderIds) : []);
  if (rows.length === 0) return [];
  const {
    events,
    refunds: refundRows,
    creditNotes: notes,
  } = await returnDetails(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    events: events.filter((event) => event.returnId === row.id),
    refunds: refundRows.filter((refund) => refund.returnId === row.id),
    creditNote: notes.find((note) => note.returnId === row.id)?.number ?? null,
  }));
}

type RefundTo = NonNullable<ReturnJson['refund']>['to'];

export function toReturnJson({ row, events, refunds: money, creditNote }: LoadedReturn, media: MediaStore): ReturnJson {
  const refunded = money.reduce((sum, refund) => sum + refund.amountPaise, 0);
  return {
    _id: row.id,
    orderId: row.orderId,
    lineId: row.lineId,
    kind: row.kind as ReturnKind,
    reason: row.reason as ReturnReason,
    note: row.note,
    photoUrl: row.photo ? media.urlFor({ fileId: row.id, path: row.photo }) : null,
    exchangeSize: row.exchangeSize,
    alterations: row.alterations ?? null,
    state: row.state as ReturnState,
    stage: (row.stage as ProductionStage | null) ?? null,
    refusal: row.refusal,
    refund: money.length
      ? {
          amount: paiseToRupees(refunded),
          to: (money[0]?.method ?? 'provider') as RefundTo,
          processed: money.every((refund) => refund.status === 'processed'),
          parts: money.map((refund) => ({
            amount: paiseToRupees(refund.amountPaise),
            to: refund.method as RefundTo,
            processed: refund.status === 'processed',
          })),
        }
      : null,
    creditNote,
    restocked: row.restockedAt !== null,
    createdAt: row.createdAt.toISOString(),
    timeline: events.map((event) => ({
      state: event.state as ReturnState,
      detail: event.detail,
      at: event.at.toISOString(),
    })),
  };
}

/**
 * What a shopper's order card needs to offer and follow returns, for many orders in a few
 * queries: until when one may be asked for, whether a refund needs an account (money collected
 * in cash), and the returns asked so far.
 */
export async function afterSaleOf(
  db: Database,
  media: MediaStore,
  windowDays: number,
  placed: OrderRow[],
): Promise<Map<string, AfterSale>> {
  const ids = placed.map((order) => order.id);
  if (ids.length === 0) return new Map();
  const [loaded, methods] = await Promise.all([loadReturns(db, { orderIds: ids }), methodsByOrder(db, ids)]);
  return new Map(
    placed.map((order) => [
      order.id,
      {
        returnUntil: returnUntil(order, windowDays)?.toISOString() ?? null,
        // Money taken in cash goes back to an account the shopper gives (refunds.ts `refundsToAccount`).
        refundsToAccount: methods.some(
          (row) => row.orderId === order.id && methodOfPayment(row).refundsBy === 'payout',
        ),
        returns: loaded.filter((entry) => entry.row.orderId === order.id).map((entry) => toReturnJson(entry, media)),
      },
    ]),
  );
}

const payoutText = (payout: RefundPayout | null) => {
  if (!payout) return null;
  if (payout.method === 'credit') return 'Store credit';
  if (payout.method === 'upi') return `UPI ${payout.upiId}`;
  return `Bank: ${payout.accountName}, account ${payout.accountNumber}, IFSC ${payout.ifsc}`;
};

/** Returns as the desk's queue shows them: with the order's number, the customer and the piece. */
export async function deskReturnsJson(db: Database, media: MediaStore, rows: ReturnRow[]): Promise<DeskReturnJson[]> {
  if (rows.length === 0) return [];
  const [loaded, orderRows, lines] = await Promise.all([
    loadReturns(db, { rows }),
    findOrders(db, [...new Set(rows.map((row) => row.orderId))]),
    findLines(
      db,
      rows.map((row) => row.lineId),
    ),
  ]);
  const stuckBefore = Date.now() - STUCK_REFUND_MINUTES * 60_000;
  return loaded.map((entry) => {
    const order = orderRows.find((candidate) => candidate.id === entry.row.orderId);
    const line = lines.find((candidate) => candidate.id === entry.row.lineId);
    return {
      ...toReturnJson(entry, media),
      orderNumber: order?.number ?? '',
      customer: { name: order?.customerName ?? '', phone: order?.phone ?? '' },
      piece: {
        name: line?.name ?? '',
        size: line?.size ?? null,
        custom: line?.custom ?? false,
        price: paiseToRupees(line?.unitPricePaise ?? 0),
      },
      payout: payoutText(entry.row.payout),
      stuckRefunds: entry.refunds
        .filter((refund) => refund.status === 'requested' && refund.askedAt.getTime() < stuckBefore)
        .map((refund) => ({
          _id: refund.id,
          amount: paiseToRupees(refund.amountPaise),
          askedAt: refund.askedAt.toISOString(),
        })),
    };
  });
}
