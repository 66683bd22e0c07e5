import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productionPieceAnswer } from '@store/shared/schemas';
import type { Database } from '../../../../db/client';
import { productionQueue } from '../../production/productionQueueRepository';

/** The workshop's queue of made-to-measure pieces (behind forStaff('measurements')); moves are production.ts's. */
export const productionQueueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/admin/production', { schema: { response: { 200: z.array(productionPieceAnswer) } } }, async () =>
    productionQueue(db),
  );
};
