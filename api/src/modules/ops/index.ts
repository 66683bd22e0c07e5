import type { FastifyPluginAsync } from 'fastify';
import { forStaff } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import { jobRoutes } from './jobsDesk';

/** The operator's desk: background jobs that died, and retrying them. */
export const opsModule: FastifyPluginAsync<{ jobs: JobQueue }> = async (app, { jobs }) => {
  await forStaff('settings')(app, jobRoutes, { jobs });
};
