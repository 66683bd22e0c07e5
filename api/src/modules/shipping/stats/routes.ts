import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingStatsAnswer, shippingStatsQuerySchema } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import { shippingStats } from './shippingStats';

/** The dashboard's delivery figures (admin only: the charts are the admin remote's). */
export const shippingStatsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/shipping/stats',
    { schema: { querystring: shippingStatsQuerySchema, response: { 200: shippingStatsAnswer } } },
    (request) => shippingStats(db, request.query.weeks),
  );
};
