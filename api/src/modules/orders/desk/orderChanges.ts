import { formatPaise } from '@store/shared/format';
import { FULFILMENT_STEPS, type DeskMove, type Fulfilment } from '@store/shared/schemas';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import { methodOf } from '../../payments/methods';
import { appliedProviderPayments } from '../../payments/paymentsRepository';
import { refuseCash } from '../cash/cashDesk';
import {
  addNote,
  COURIER,
  liveParcelOf,
  lockLiveOrder,
  lockOrder,
  recordEvent,
  updateOrder,
  updateStockedLines,
  withLinesOf,
  type OrderChange,
  type PlacedOrder,
} from '../ordersRepository';
import { refuseUnfinishedPieces } from '../production/readiness';
import { findInvoice } from '../invoices/invoicesRepository';
import { stockOfCancelledOrder } from '../orderStock';
import { creditWholeInvoice } from '../returns/creditNotes';
import { giveBalancesBack } from './cancelledRefunds';

/** Changes a live order in one transaction with the event that records who changed what. */
async function changeOrder(
  db: Database,
  id: string,
  adminId: string,
  kind: string,
  update: (
    order: OrderRow,
    tx: Database,
  ) =>
    | Promise<{ set: OrderChange; from: string | null; to: string }>
    | { set: OrderChange; from: string | null; to: string },
  /** Kept with the change as an internal note (why an order was deleted). */
  note?: string,
  /** Runs last in the change's transaction (a notice's job commits with it). */
  after: (tx: Database, order: OrderRow) => Promise<void> = async () => {},
): Promise<PlacedOrder> {
  const changed = await db.transaction(async (tx) => {
    const order = await lockLiveOrder(tx, id);
    const { set, from, to } = await update(order, tx);
    const row = await updateOrder(tx, id, set);
    await recordEvent(tx, { orderId: id, kind, fromValue: from, toValue: to, adminId });
    if (note) await addNote(tx, { orderId: id, adminId, text: note });
    await after(tx, row as OrderRow);
    return row as OrderRow;
  });
  return withLinesOf(db, changed);
}

/** Completing follows delivery: the customer must never read 'Being prepared · Completed'. */
export const setCompleted = (db: Database, id: string, adminId: string, completed: boolean) =>
  changeOrder(db, id, adminId, 'completed', (order) => {
    if (completed && order.fulfilment !== 'delivered')
      throw new HttpError(409, `Only a delivered order can be completed. This one is ${order.fulfilment}.`);
    return { set: { completed }, from: String(order.completed), to: String(completed) };
  });

/**
 * What a prepaid order still owes before it may leave: a 20%-now made-to-measure piece ships
 * once its balance is paid (checkout and /help promise so). A cash order's balance is the
 * courier's to collect, so it owes nothing here; a cancelled order owes nothing at all.
 */
export const balanceBeforeDispatch = (order: OrderRow) =>
  methodOf(order).collectsOnDelivery || order.fulfilment === 'cancelled'
    ? 0
    : Math.max(0, order.totalPaise - order.paidPaise);

/** What a move to `status` sets besides the step: the return window runs from delivery (orders/returns/rules.ts). */
const fulfilmentSet = (status: Fulfilment, at: Date): OrderChange => ({
  fulfilment: status,
  ...(status === 'delivered' ? { deliveredAt: at } : {}),
});

/** The shopper's notices that follow a move, queued in its transaction: shipped, and delivered's request to rate. */
async function afterFulfilment(tx: Database, jobs: JobQueue, orderId: string, status: Fulfilment) {
  if (status === 'shipped') await jobs.enqueue(tx, 'shipping-notice', { orderId });
  // Delivered pieces can be rated at once: the buyer is asked (ratings/reviewRequest.ts).
  if (status === 'delivered') await jobs.enqueue(tx, 'review-request', { orderId });
}

/**
 * processing -> shipped -> delivered, or cancelled before delivery (its pieces back on sale, and what
 * store credit or a gift card paid back to it: cancelledRefunds.ts); nothing else. Shipped and
 * delivered: the shopper's notice is queued with it, and an order with a balance due is refused unless the
 * admin writes why it leaves unpaid (kept in its history: who, when, the reason). An order booked
 * with a courier (modules/shipping) turns shipped when the courier picks it up, not by hand, and
 * goes back to origin ('rto') only by the courier's events.
 */
export async function moveFulfilment(
  db: Database,
  jobs: JobQueue,
  config: ApiConfig,
  id: string,
  adminId: string,
  move: { status: DeskMove; courier?: string; trackingNumber?: string; unpaidReason?: string },
): Promise<PlacedOrder> {
  const { status, courier, trackingNumber, unpaidReason } = move;
  if (status === 'shipped') await refuseUnfinishedPieces(db, id);
  let shippedUnpaid = 0;
  let leftFrom: Fulfilment = 'processing';
  return changeOrder(
    db,
    id,
    adminId,
    'fulfilment',
    async (order, tx) => {
      const from = order.fulfilment as Fulfilment;
      if (!(FULFILMENT_STEPS[from] as readonly string[]).includes(status))
        throw new HttpError(409, `An order that is ${from} cannot become ${status}`);
      leftFrom = from;
      // Unconfirmed, its stock is only held and the sweep may still cancel it.
      if (status === 'shipped' && order.cashState === 'awaiting-confirmation')
        throw new HttpError(409, `${order.number} awaits the shopper's confirmation: ship it once it is confirmed`);
      await refuseCourierBooked(tx, order, status);
      // Checked under the row lock: a balance paid meanwhile is seen.
      if (status === 'shipped') shippedUnpaid = balanceBeforeDispatch(order);
      if (shippedUnpaid && !unpaidReason)
        throw new HttpError(
          409,
          `${order.number} still has ${formatPaise(shippedUnpaid)} to pay: ship it once the balance is paid, or give a reason to ship it unpaid`,
        );
      const shipment = status === 'shipped' ? { courier, trackingNumber } : {};
      return { set: { ...fulfilmentSet(status, new Date()), ...shipment }, from, to: status };
    },
    undefined,
    async (tx, order) => {
      if (shippedUnpaid)
        await recordEvent(tx, {
          orderId: id,
          kind: 'shipped-unpaid',
          fromValue: `${formatPaise(shippedUnpaid)} due`,
          toValue: unpaidReason as string,
          adminId,
        });
      await afterFulfilment(tx, jobs, order.id, status);
      if (status === 'cancelled') {
        // Its pieces go back on sale (or are due back with the parcel); an unconfirmed cash
        // order's holds are the cash sweep's to release. Store credit and a gift card go back at
        // once; card or UPI money waits for the desk's choice.
        await stockOfCancelledOrder(tx, jobs, async () => 0, order, leftFrom);
        await giveBalancesBack(tx, jobs, order, adminId);
        // GST: an invoice already issued is cancelled by credit notes (a number once issued stays).
        const invoice = config.seller.gstin ? await findInvoice(tx, order.id) : undefined;
        if (invoice) await creditWholeInvoice(tx, config, order, invoice, { cancellation: true }, adminId);
      }
    },
  );
}

/**
 * A parcel booked with a courier (modules/shipping) hands the order's journey to it: shipped
 * comes with the courier's pick-up scan (its AWB already on the order), and a cancel while the
 * parcel still waits at the shop cancels the booking first, so the courier does not come for it.
 */
async function refuseCourierBooked(tx: Database, order: OrderRow, status: Fulfilment) {
  if (status !== 'shipped' && status !== 'cancelled') return;
  const parcel = await liveParcelOf(tx, order.id);
  if (!parcel) return;
  const courier = `${parcel.courierName ?? 'the courier'}${parcel.awb ? ` (AWB ${parcel.awb})` : ''}`;
  if (status === 'shipped')
    throw new HttpError(
      409,
      `${order.number} is booked with ${courier}: it turns shipped when the courier picks it up`,
    );
  if (AT_THE_SHOP.includes(parcel.status))
    throw new HttpError(409, `${order.number} is booked with ${courier}: cancel the booking on its shipment first`);
}

/** A courier parcel not yet picked up: still the shop's to cancel. */
const AT_THE_SHOP = ['booking', 'booked', 'pickup-scheduled'];

/**
 * The courier moved the order (modules/shipping, from its tracking events): picked up ->
 * shipped, delivered (at the courier's time), or going back to origin. A step the order cannot
 * take (already delivered, cancelled by the desk) changes nothing: the courier's news never moves
 * an order backwards. The same notices follow as for the desk's move; the history names the courier.
 * RTO: the pieces are on their way back (each goes back on sale when the desk marks it so), and a
 * cash order counts as refused at the door, as the desk's refused delivery does.
 */
export async function courierMove(
  tx: Database,
  jobs: JobQueue,
  orderId: string,
  status: 'shipped' | 'delivered' | 'rto',
  at: Date,
): Promise<OrderRow | null> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.deleted) return null;
  const from = order.fulfilment as Fulfilment;
  // Delivered or returning with no pick-up scan seen (missed, or still to come): it left the shop.
  const left = from === 'processing' && status !== 'shipped' ? 'shipped' : from;
  if (!(FULFILMENT_STEPS[left] as readonly string[]).includes(status)) return null;
  let set = fulfilmentSet(status, at);
  if (status === 'rto' && methodOf(order).collectsOnDelivery && order.cashState === 'confirmed') {
    // Holds only matter to an unconfirmed order, which never reaches a courier.
    await refuseCash(tx, jobs, async () => 0, { ...order, fulfilment: left }, COURIER);
    set = { ...set, cashState: 'refused' };
  } else if (status === 'rto') await updateStockedLines(tx, orderId, { restockDue: true });
  const row = (await updateOrder(tx, orderId, set)) as OrderRow;
  await recordEvent(tx, { orderId, kind: 'fulfilment', fromValue: from, toValue: status, adminId: COURIER });
  await afterFulfilment(tx, jobs, orderId, status);
  return row;
}

/**
 * Soft delete: the order leaves every list (admin, dashboard) but it, its payments, invoice and
 * credit notes stay on record (revenue counts money received, so it does not fall; the tax
 * records keep every number issued), with who and when in its history and the admin's reason as
 * a note. Card money still held is refused: the order is cancelled and refunded first, so no
 * shopper's payment disappears with the order.
 */
export const softDelete = (db: Database, id: string, adminId: string, reason: string | undefined) =>
  changeOrder(
    db,
    id,
    adminId,
    'deleted',
    async (order, tx) => {
      const held = (await appliedProviderPayments(tx, id)).reduce(
        (sum, payment) => sum + payment.amountPaise - payment.refundedPaise,
        0,
      );
      if (held > 0)
        throw new HttpError(
          409,
          `${order.number} has ${formatPaise(held)} paid by card or UPI: cancel the order and refund the payment before deleting it`,
        );
      return { set: { deleted: true }, from: 'false', to: 'true' };
    },
    reason ? `Deleted: ${reason}` : undefined,
  );
