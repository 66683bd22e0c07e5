import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductionStage } from '@store/shared/catalog';
import { orderAnswer, stageMoveSchema, stageSchema } from '@store/shared/schemas';
import type { Database } from '../../../../db/client';
import { signedInAccount } from '../../../../http/guards';
import { lineParams } from '../../../../http/routeSchemas';
import type { JobQueue } from '../../../../jobs/queue';
import { moveStages } from '../../production/stages';
import type { PlacedOrder } from '../../ordersRepository';
import { toOrderJson } from '../../serialize';

interface Options {
  db: Database;
  /** The customer's text and e-mail of each move are jobs of the move's own transaction. */
  jobs: JobQueue;
}

/**
 * Production stages of made-to-measure pieces (issue: order operations): the desk moves one
 * piece or many, of one order or many, forward to a later stage (production/stages.ts).
 */
export const productionRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, jobs }) => {
  app.put(
    '/admin/orders/stages',
    { schema: { body: stageMoveSchema, response: { 200: z.array(orderAnswer) } } },
    async (request) => {
      const admin = signedInAccount(request);
      const moved = await moveStages(db, jobs, admin.id, request.body.items, request.body.stage as ProductionStage);
      return moved.map(toOrderJson);
    },
  );

  app.put(
    '/admin/orders/:id/items/:lineId/stage',
    { schema: { params: lineParams, body: stageSchema, response: { 200: orderAnswer } } },
    async (request) => {
      const { id, lineId } = request.params;
      const admin = signedInAccount(request);
      const [order] = await moveStages(
        db,
        jobs,
        admin.id,
        [{ orderId: id, lineId }],
        request.body.stage as ProductionStage,
      );
      return toOrderJson(order as PlacedOrder);
    },
  );
};
