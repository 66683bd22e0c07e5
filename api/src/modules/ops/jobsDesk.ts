import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/routeSchemas';
import type { JobQueue } from '../../jobs/queue';
import { deadJobAnswer, jobQueuedAnswer } from '@store/shared/schemas';

/** The dead-letter list: background jobs out of attempts, and Retry, for the admin (forStaff guards them). */
export const jobRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  app.get('/admin/jobs/failed', { schema: { response: { 200: z.array(deadJobAnswer) } } }, async () =>
    (await jobs.dead()).map((job) => ({
      ...job,
      createdAt: job.createdAt.toISOString(),
      failedAt: job.failedAt?.toISOString() ?? null,
    })),
  );
  app.post(
    '/admin/jobs/:id/retry',
    { schema: { params: idParams('job'), response: { 200: jobQueuedAnswer } } },
    async (request) => {
      if (!(await jobs.retry(request.params.id))) throw new HttpError(404, 'No dead job has this id');
      return { status: 'queued' as const };
    },
  );
};
