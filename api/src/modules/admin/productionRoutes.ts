import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isMadeToMeasure,
  PRODUCTION_STAGE_LABELS,
  PRODUCTION_STAGES,
  type ProductionStage,
} from '@store/shared/catalog';
import { orderAnswer, stageMoveSchema } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { orderEvents, orders, type OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import type { Mailer } from '../../providers/email/outbox';
import type { SmsSender } from '../../providers/sms';
import { toOrderJson } from '../orders/serialize';

interface Options {
  db: Database;
  sms: SmsSender;
  mail: Mailer;
  /** Where a text or e-mail that could not go out is reported (the order still moved). */
  log: (error: unknown, message: string) => void;
}

const rank = (stage: string) => PRODUCTION_STAGES.indexOf(stage as ProductionStage);

/** The customer hears of each piece that moved: a text on the update template, and an e-mail when they gave one. */
async function tellCustomer({ sms, mail, log }: Options, order: OrderRow, item: number, stage: ProductionStage) {
  const piece = order.items[item]?.name ?? 'piece';
  const label = PRODUCTION_STAGE_LABELS[stage].toLowerCase();
  await sms
    .sendStage({ to: order.phone, order: order.number, item: piece, stage: label })
    .catch((error: unknown) => log(error, 'stage text failed'));
  if (order.email)
    await mail
      .send({
        to: order.email,
        subject: `Your Elegance order ${order.number}: ${piece} ${label}`,
        text: [
          `Dear ${order.customerName},`,
          '',
          `Your made-to-measure ${piece} (order ${order.number}) has moved on: ${label}.`,
          'You can follow every step under My Orders.',
        ].join('\n'),
      })
      .catch((error: unknown) => log(error, 'stage e-mail failed'));
}

/**
 * Production stages of made-to-measure pieces (issue: order operations): the desk moves one
 * piece or many, of one order or many, forward to a later stage in one transaction; each move is
 * an order event, and the customer is told by text and e-mail once it is saved.
 */
export const productionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db } = options;
  app.put(
    '/admin/orders/stages',
    { schema: { body: stageMoveSchema, response: { 200: z.array(orderAnswer) } } },
    async (request) => {
      const admin = signedInAccount(request);
      const stage = request.body.stage as ProductionStage;
      const wanted = new Map<string, Set<number>>();
      for (const { orderId, item } of request.body.items)
        wanted.set(orderId, (wanted.get(orderId) ?? new Set()).add(item));
      const moved: { order: OrderRow; item: number }[] = [];
      const saved = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(orders)
          .where(inArray(orders.id, [...wanted.keys()]))
          .orderBy(orders.id)
          .for('update');
        const result: OrderRow[] = [];
        for (const [orderId, items] of wanted) {
          const order = rows.find((row) => row.id === orderId);
          if (!order || order.deleted) throw new HttpError(404, `Order not found: ${orderId}`);
          if (order.fulfilment !== 'processing')
            throw new HttpError(
              409,
              `Order ${order.number} is ${order.fulfilment}: its pieces are no longer in the workshop`,
            );
          const stages = [...order.itemStages];
          for (const item of items) {
            const line = order.items[item];
            if (!line) throw new HttpError(400, `items: order ${order.number} has no piece ${item}`);
            if (!isMadeToMeasure(line.size))
              throw new HttpError(
                409,
                `${line.name} of order ${order.number} is a standard size: it has no production stages`,
              );
            const from = stages[item] ?? 'received';
            if (rank(stage) <= rank(from))
              throw new HttpError(
                409,
                `${line.name} of order ${order.number} is already at ${PRODUCTION_STAGE_LABELS[from as ProductionStage]}`,
              );
            while (stages.length <= item) stages.push(null);
            stages[item] = stage;
            await tx
              .insert(orderEvents)
              .values({ orderId, kind: 'stage', fromValue: from, toValue: stage, itemIndex: item, adminId: admin.id });
            moved.push({ order, item });
          }
          const [updated] = await tx
            .update(orders)
            .set({ itemStages: stages })
            .where(eq(orders.id, orderId))
            .returning();
          result.push(updated as OrderRow);
        }
        return result;
      });
      for (const { order, item } of moved) await tellCustomer(options, order, item, stage);
      return saved.map(toOrderJson);
    },
  );
};
