import { formatPaise } from '@store/shared/format';
import { FULFILMENT_STEPS, type Fulfilment } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/queue';
import { methodOf } from '../../payments/methods';
import { appliedProviderPayments } from '../../payments/paymentsRepository';
import {
  addNote,
  lockLiveOrder,
  recordEvent,
  updateOrder,
  withLinesOf,
  type OrderChange,
  type PlacedOrder,
} from '../ordersRepository';
import { refuseUnfinishedPieces } from '../production/readiness';

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

/**
 * processing -> shipped -> delivered, or cancelled before delivery; nothing else. Shipped and
 * delivered: the shopper's notice is queued with it, and an order with a balance due is refused unless the
 * admin writes why it leaves unpaid (kept in its history: who, when, the reason).
 */
export async function moveFulfilment(
  db: Database,
  jobs: JobQueue,
  id: string,
  adminId: string,
  move: { status: Fulfilment; courier?: string; trackingNumber?: string; unpaidReason?: string },
): Promise<PlacedOrder> {
  const { status, courier, trackingNumber, unpaidReason } = move;
  if (status === 'shipped') await refuseUnfinishedPieces(db, id);
  let shippedUnpaid = 0;
  return changeOrder(
    db,
    id,
    adminId,
    'fulfilment',
    (order) => {
      const from = order.fulfilment as Fulfilment;
      if (!(FULFILMENT_STEPS[from] as readonly string[]).includes(status))
        throw new HttpError(409, `An order that is ${from} cannot become ${status}`);
      // Unconfirmed, its stock is only held and the sweep may still cancel it.
      if (status === 'shipped' && order.cashState === 'awaiting-confirmation')
        throw new HttpError(409, `${order.number} awaits the shopper's confirmation: ship it once it is confirmed`);
      // Checked under the row lock: a balance paid meanwhile is seen.
      if (status === 'shipped') shippedUnpaid = balanceBeforeDispatch(order);
      if (shippedUnpaid && !unpaidReason)
        throw new HttpError(
          409,
          `${order.number} still has ${formatPaise(shippedUnpaid)} to pay: ship it once the balance is paid, or give a reason to ship it unpaid`,
        );
      const shipment = status === 'shipped' ? { courier, trackingNumber } : {};
      // The return window runs from delivery (orders/returns/rules.ts).
      const delivered = status === 'delivered' ? { deliveredAt: new Date() } : {};
      return { set: { fulfilment: status, ...shipment, ...delivered }, from, to: status };
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
      if (status === 'shipped') await jobs.enqueue(tx, 'shipping-notice', { orderId: order.id });
      // Delivered pieces can be rated at once: the buyer is asked (ratings/reviewRequest.ts).
      if (status === 'delivered') await jobs.enqueue(tx, 'review-request', { orderId: order.id });
    },
  );
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
