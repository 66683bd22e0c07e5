import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DESK_MOVES,
  NEXT_CURSOR_HEADER,
  type OrderJson,
  orderAnswer,
  orderDeskQuerySchema,
  orderDetailAnswer,
  orderNoteSchema,
  messageAnswer,
  orderEventAnswer,
  shipmentSchema,
} from '@store/shared/schemas';
import type { ApiConfig } from '../../../../config';
import type { Database } from '../../../../db/client';
import type { JobQueue } from '../../../../jobs/queue';
import { sendCsv } from '../../../../http/csv';
import { signedInAccount } from '../../../../http/guards';
import { idParams } from '../../../../http/routeSchemas';
import { moveFulfilment, setCompleted, softDelete } from '../../desk/orderChanges';
import { orderDeskPage } from '../../desk/orderDeskRepository';
import { addDeskNote, orderPage } from '../../desk/orderPage';
import { ordersCsv } from '../../desk/ordersCsv';
import { eventsOf, withLines, type PlacedOrder } from '../../ordersRepository';
import { toOrderJson } from '../../serialize';

const orderParams = idParams('order');
/** Why an order is deleted (the panel asks; the product's own call may send no body). */
const deleteOrderBody = z
  .object({ reason: z.string().trim().min(1, 'Give a reason').max(300, 'Reason must be at most 300 characters') })
  .nullish();
const completedBody = z.object({ completed: z.boolean({ message: 'completed must be true or false' }) });
/** Shipping needs the courier and its tracking number; the other steps take none. */
const fulfilmentBody = z
  .object({
    status: z.enum(DESK_MOVES, { message: `status is one of ${DESK_MOVES.join(', ')}` }),
    courier: shipmentSchema.shape.courier.optional(),
    trackingNumber: shipmentSchema.shape.trackingNumber.optional(),
    /** Why an order with a balance due leaves unpaid (kept in its history); without it, it waits for the balance. */
    unpaidReason: z
      .string()
      .trim()
      .min(1, 'Give a reason to ship it unpaid')
      .max(300, 'Reason must be at most 300 characters')
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.status !== 'shipped') return;
    if (!body.courier) context.addIssue({ code: 'custom', path: ['courier'], message: 'Courier is required' });
    if (!body.trackingNumber)
      context.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Tracking number is required' });
  });

/** The admin's orders (product §7): all but the deleted, completion, soft delete, fulfilment. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Database; jobs: JobQueue; config: ApiConfig }> = async (
  app,
  { db, jobs, config },
) => {
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
        const page: OrderJson[] = (await withLines(db, rows)).map(toOrderJson);
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(JSON.stringify(page));
      },
    );

  /** The filtered list as CSV, every page of it (at most 100,000 rows), for the accounts and the courier. */
  app.get('/admin/orders/export', { schema: { querystring: orderDeskQuerySchema } }, async (request, reply) => {
    const rows: PlacedOrder[] = [];
    let cursor: string | undefined;
    do {
      const page = await orderDeskPage(db, { ...request.query, limit: 1000, cursor });
      rows.push(...(await withLines(db, page.rows)));
      cursor = page.nextCursor ?? undefined;
    } while (cursor && rows.length < 100_000);
    const day = new Date().toISOString().slice(0, 10);
    return sendCsv(reply, `orders-${day}`, ordersCsv(rows));
  });

  app.get(
    '/admin/orders/:id',
    { schema: { params: orderParams, response: { 200: orderDetailAnswer } } },
    async (request) => orderPage(db, request.params.id),
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
      return reply
        .code(201)
        .send(await addDeskNote(db, request.params.id, signedInAccount(request).id, request.body.text));
    },
  );

  for (const url of ['/admin/orders/:id/completed', '/orders/:id/completed'])
    app.put(
      url,
      { schema: { params: orderParams, body: completedBody, response: { 200: orderAnswer } } },
      async (request) => {
        return toOrderJson(
          await setCompleted(db, request.params.id, signedInAccount(request).id, request.body.completed),
        );
      },
    );

  app.put(
    '/admin/orders/:id/fulfilment',
    { schema: { params: orderParams, body: fulfilmentBody, response: { 200: orderAnswer } } },
    async (request) => {
      return toOrderJson(
        await moveFulfilment(db, jobs, config, request.params.id, signedInAccount(request).id, request.body),
      );
    },
  );

  app.get(
    '/admin/orders/:id/events',
    { schema: { params: orderParams, response: { 200: z.array(orderEventAnswer) } } },
    async (request) =>
      (await eventsOf(db, request.params.id)).map(({ kind, fromValue, toValue, at }) => ({
        kind,
        from: fromValue,
        to: toValue,
        at: at.toISOString(),
      })),
  );

  for (const url of ['/admin/orders/:id', '/orders/:id'])
    app.delete(
      url,
      { schema: { params: orderParams, body: deleteOrderBody, response: { 200: messageAnswer } } },
      async (request) => {
        await softDelete(db, request.params.id, signedInAccount(request).id, request.body?.reason);
        return { message: 'Order deleted successfully.' };
      },
    );
};
