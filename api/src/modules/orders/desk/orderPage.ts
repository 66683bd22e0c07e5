import { paiseToRupees } from '@store/shared/format';
import type { OrderDetail, OrderNote } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { paymentsOfOrder } from '../../payments/paymentsRepository';
import {
  addNote,
  adminNames,
  eventsOf,
  findLiveOrder,
  notesOf,
  withLinesOf,
  type OrderNoteRow,
} from '../ordersRepository';
import { toOrderJson } from '../serialize';

const noteJson = (note: OrderNoteRow, names: Map<string, string>): OrderNote => ({
  _id: note.id,
  text: note.text,
  at: note.at.toISOString(),
  by: names.get(note.adminId) ?? 'an admin',
});

/** One order as the desk's page shows it: contact, address, payments, history and internal notes. */
export async function orderPage(db: Database, id: string): Promise<OrderDetail> {
  const order = await findLiveOrder(db, id);
  if (!order) throw new HttpError(404, 'Order not found');
  const [paid, events, notes] = await Promise.all([paymentsOfOrder(db, id), eventsOf(db, id), notesOf(db, id)]);
  const names = await adminNames(db, [...events.map((e) => e.adminId), ...notes.map((n) => n.adminId)]);
  const address = order.shippingAddress;
  return {
    order: toOrderJson(await withLinesOf(db, order)),
    contact: { name: address.name, phone: order.phone, email: order.email, customerId: order.customerId },
    address: {
      street: address.street,
      landmark: address.landmark,
      city: address.city,
      state: address.state,
      zip: address.zip,
      country: address.country,
    },
    payments: paid.map((payment) => ({
      paymentId: payment.providerPaymentId,
      providerOrderId: payment.providerOrderId,
      type: payment.type,
      method: payment.method,
      amount: paiseToRupees(payment.amountPaise),
      refunded: paiseToRupees(payment.refundedPaise),
      unappliedReason: payment.unappliedReason,
      at: payment.createdAt.toISOString(),
    })),
    history: events.map((event) => ({
      kind: event.kind,
      item: event.itemIndex,
      from: event.fromValue,
      to: event.toValue,
      at: event.at.toISOString(),
      by: names.get(event.adminId) ?? 'an admin',
    })),
    notes: notes.map((note) => noteJson(note, names)),
    cashRisk: order.cashRisk,
  };
}

/** An internal note on a live order: for the team, never shown to the shopper. */
export async function addDeskNote(db: Database, orderId: string, adminId: string, text: string): Promise<OrderNote> {
  if (!(await findLiveOrder(db, orderId))) throw new HttpError(404, 'Order not found');
  const note = (await addNote(db, { orderId, adminId, text })) as OrderNoteRow;
  return noteJson(note, await adminNames(db, [adminId]));
}
