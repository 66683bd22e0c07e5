import type { FastifyPluginAsync } from 'fastify';
import { forAdmins } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import { jobRoutes } from './jobsDesk';

/** The operator's desk: background jobs that died, and retrying them. */
export const opsModule: FastifyPluginAsync<{ jobs: JobQueue }> = async (app, { jobs }) => {
  await forAdmins(app, jobRoutes, { jobs });
};
