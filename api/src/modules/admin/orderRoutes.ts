import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FULFILMENT_STEPS,
  FULFILMENTS,
  type Fulfilment,
  orderAnswer,
  messageAnswer,
  orderEventAnswer,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { orderEvents, orders, type OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import { idParams } from '../../http/routeSchemas';
import { toOrderJson } from '../orders/serialize';

const orderParams = idParams('order');
const completedBody = z.object({ completed: z.boolean({ message: 'completed must be true or false' }) });
const fulfilmentBody = z.object({
  status: z.enum(FULFILMENTS, { message: `status is one of ${FULFILMENTS.join(', ')}` }),
});
const listQuery = z.object({
  status: z.enum(['paid', 'partial-paid', ...FULFILMENTS], { message: 'Unknown status filter' }).optional(),
});

/** The admin's orders (product §7): all but the deleted, completion, soft delete, fulfilment. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** Changes a live order in one transaction with the event that records who changed what. */
  async function change(
    id: string,
    adminId: string,
    kind: string,
    update: (order: OrderRow) => { set: Partial<OrderRow>; from: string | null; to: string },
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
      return row as OrderRow;
    });
  }

  for (const url of ['/admin/orders', '/orders/all'])
    app.get(url, { schema: { querystring: listQuery, response: { 200: z.array(orderAnswer) } } }, async (request) => {
      const { status } = request.query;
      const filter =
        status === 'paid' || status === 'partial-paid'
          ? eq(orders.status, status)
          : status
            ? eq(orders.fulfilment, status)
            : undefined;
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.deleted, false), filter))
        .orderBy(desc(orders.createdAt));
      return rows.map(toOrderJson);
    });

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
      const { status } = request.body;
      const row = await change(id, admin.id, 'fulfilment', (order) => {
        const from = order.fulfilment as Fulfilment;
        if (!(FULFILMENT_STEPS[from] as readonly string[]).includes(status))
          throw new HttpError(409, `An order that is ${from} cannot become ${status}`);
        return { set: { fulfilment: status }, from, to: status };
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

  /** Soft delete: the order leaves every list (admin, dashboard) but its payments stay on record. */
  for (const url of ['/admin/orders/:id', '/orders/:id'])
    app.delete(url, { schema: { params: orderParams, response: { 200: messageAnswer } } }, async (request) => {
      const admin = signedInAccount(request);
      const { id } = request.params;
      await change(id, admin.id, 'deleted', () => ({ set: { deleted: true }, from: 'false', to: 'true' }));
      return { message: 'Order deleted successfully.' };
    });
};
