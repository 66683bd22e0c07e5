import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paiseToRupees } from '@store/shared/format';
import {
  FULFILMENT_STEPS,
  FULFILMENTS,
  NEXT_CURSOR_HEADER,
  type Fulfilment,
  type OrderJson,
  orderAnswer,
  orderDeskQuerySchema,
  orderDetailAnswer,
  orderNoteSchema,
  messageAnswer,
  orderEventAnswer,
  shipmentSchema,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { customers, orderEvents, orderNotes, orders, payments, type OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { toOrderJson } from '../orders/serialize';
import { orderDeskPage } from './orderDesk';
import { ordersCsv } from './ordersCsv';

const orderParams = idParams('order');
/** Why an order is deleted (the panel asks; the product's own call may send no body). */
const deleteOrderBody = z
  .object({ reason: z.string().trim().min(1, 'Give a reason').max(300, 'Reason must be at most 300 characters') })
  .nullish();
const completedBody = z.object({ completed: z.boolean({ message: 'completed must be true or false' }) });
/** Shipping needs the courier and its tracking number; the other steps take none. */
const fulfilmentBody = z
  .object({
    status: z.enum(FULFILMENTS, { message: `status is one of ${FULFILMENTS.join(', ')}` }),
    courier: shipmentSchema.shape.courier.optional(),
    trackingNumber: shipmentSchema.shape.trackingNumber.optional(),
  })
  .superRefine((body, context) => {
    if (body.status !== 'shipped') return;
    if (!body.courier) context.addIssue({ code: 'custom', path: ['courier'], message: 'Courier is required' });
    if (!body.trackingNumber)
      context.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Tracking number is required' });
  });

/** The e-mail (or phone) of each admin id, for the history and notes. */
async function adminNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.email ?? row.phone ?? 'an admin']));
}

/** The admin's orders (product §7): all but the deleted, completion, soft delete, fulfilment. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** Changes a live order in one transaction with the event that records who changed what. */
  async function change(
    id: string,
    adminId: string,
    kind: string,
    update: (order: OrderRow) => { set: Partial<OrderRow>; from: string | null; to: string },
    /** Kept with the change as an internal note (why an order was deleted). */
    note?: string,
  ): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.deleted, false)))
        .for('update');
      if (!order) throw new HttpError(404, 'Order not found');
      const { set, from, to } = update(order);
      const [row] = await tx.update(orders).set(set).where(eq(orders.id, id)).returning();
      await tx.insert(orderEvents).values({ orderId: id, kind, fromValue: from, toValue: to, adminId });
      if (note) await tx.insert(orderNotes).values({ orderId: id, adminId, text: note });
      return row as OrderRow;
    });
  }

  // The order desk (product §7): one page, newest first, searched and filtered in the database.
  for (const url of ['/admin/orders', '/orders/all'])
    app.get(
      url,
      { schema: { querystring: orderDeskQuerySchema, response: { 200: z.array(orderAnswer) } } },
      async (request, reply) => {
        const { rows, nextCursor } = await orderDeskPage(db, request.query);
        if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
        // Sent as ready JSON, as the catalogue's pages are: toOrderJson is typed by the answer's
        // schema, and checking 50 orders through zod again cost more than the query.
        const page: OrderJson[] = rows.map(toOrderJson);
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(JSON.stringify(page));
      },
    );

  /** The filtered list as CSV, every page of it (at most 100,000 rows), for the accounts and the courier. */
  app.get('/admin/orders/export', { schema: { querystring: orderDeskQuerySchema } }, async (request, reply) => {
    const rows: OrderRow[] = [];
    let cursor: string | undefined;
    do {
      const page = await orderDeskPage(db, { ...request.query, limit: 1000, cursor });
      rows.push(...page.rows);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && rows.length < 100_000);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .send(ordersCsv(rows));
  });

  app.get(
    '/admin/orders/:id',
    { schema: { params: orderParams, response: { 200: orderDetailAnswer } } },
    async (request) => {
      const { id } = request.params;
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.deleted, false)));
      if (!order) throw new HttpError(404, 'Order not found');
      const [paid, events, notes] = await Promise.all([
        db.select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.createdAt),
        db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.at),
        db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(orderNotes.at),
      ]);
      const names = await adminNames(db, [...events.map((e) => e.adminId), ...notes.map((n) => n.adminId)]);
      const address = order.shippingAddress;
      return {
        order: toOrderJson(order),
        contact: { name: address.name, phone: order.phone, email: order.email },
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
        notes: notes.map((note) => ({
          _id: note.id,
          text: note.text,
          at: note.at.toISOString(),
          by: names.get(note.adminId) ?? 'an admin',
        })),
      };
    },
  );

  /** An internal note: for the team, never shown to the shopper. */
  app.post(
    '/admin/orders/:id/notes',
    {
      schema: {
        params: orderParams,
        body: orderNoteSchema,
        response: { 201: orderDetailAnswer.shape.notes.element },
      },
    },
    async (request, reply) => {
      const admin = signedInAccount(request);
      const { id } = request.params;
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.deleted, false)));
      if (!order) throw new HttpError(404, 'Order not found');
      const [note] = await db
        .insert(orderNotes)
        .values({ orderId: id, adminId: admin.id, text: request.body.text })
        .returning();
      const names = await adminNames(db, [admin.id]);
      return reply.code(201).send({
        _id: String(note?.id),
        text: String(note?.text),
        at: (note?.at ?? new Date()).toISOString(),
        by: names.get(admin.id) ?? 'an admin',
      });
    },
  );

  for (const url of ['/admin/orders/:id/completed', '/orders/:id/completed'])
    app.put(
      url,
      { schema: { params: orderParams, body: completedBody, response: { 200: orderAnswer } } },
      async (request) => {
        const admin = signedInAccount(request);
        const { id } = request.params;
        const { completed } = request.body;
        const row = await change(id, admin.id, 'completed', (order) => ({
          set: { completed },
          from: String(order.completed),
          to: String(completed),
        }));
        return toOrderJson(row);
      },
    );

  /** processing -> shipped -> delivered, or cancelled before delivery; nothing else. */
  app.put(
    '/admin/orders/:id/fulfilment',
    { schema: { params: orderParams, body: fulfilmentBody, response: { 200: orderAnswer } } },
    async (request) => {
      const admin = signedInAccount(request);
      const { id } = request.params;
      const { status, courier, trackingNumber } = request.body;
      const row = await change(id, admin.id, 'fulfilment', (order) => {
        const from = order.fulfilment as Fulfilment;
        if (!(FULFILMENT_STEPS[from] as readonly string[]).includes(status))
          throw new HttpError(409, `An order that is ${from} cannot become ${status}`);
        const shipment = status === 'shipped' ? { courier, trackingNumber } : {};
        return { set: { fulfilment: status, ...shipment }, from, to: status };
      });
      return toOrderJson(row);
    },
  );

  app.get(
    '/admin/orders/:id/events',
    { schema: { params: orderParams, response: { 200: z.array(orderEventAnswer) } } },
    async (request) => {
      const { id } = request.params;
      const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.at);
      return rows.map(({ kind, fromValue, toValue, at }) => ({
        kind,
        from: fromValue,
        to: toValue,
        at: at.toISOString(),
      }));
    },
  );

  /**
   * Soft delete: the order leaves every list (admin, dashboard) but it and its payments stay on
   * record (revenue counts money received, so it does not fall), with the admin's reason as a note.
   */
  for (const url of ['/admin/orders/:id', '/orders/:id'])
    app.delete(
      url,
      { schema: { params: orderParams, body: deleteOrderBody, response: { 200: messageAnswer } } },
      async (request) => {
        const admin = signedInAccount(request);
        const { id } = request.params;
        const reason = request.body?.reason;
        await change(
          id,
          admin.id,
          'deleted',
          () => ({ set: { deleted: true }, from: 'false', to: 'true' }),
          reason ? `Deleted: ${reason}` : undefined,
        );
        return { message: 'Order deleted successfully.' };
      },
    );
};
