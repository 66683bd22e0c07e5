import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { shippingStats } from './shippingStats';

const statsQuery = z.object({ weeks: z.coerce.number().int().min(1).max(52).default(12) });

/** The dashboard's delivery figures (admin only: the charts are the admin remote's). */
export const shippingStatsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/admin/shipping/stats', { schema: { querystring: statsQuery } }, (request) =>
    shippingStats(db, request.query.weeks),
  );
};
