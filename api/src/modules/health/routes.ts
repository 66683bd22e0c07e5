import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** Set when the process is told to stop: readiness fails first, so a load balancer drains it. */
export interface Lifecycle {
  draining: boolean;
}

/** Liveness (the process answers) and readiness (the database answers, and it is not stopping). */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle; lifecycle: Lifecycle }) {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    if (opts.lifecycle.draining) return reply.status(503).send({ message: 'Shutting down' });
    try {
      await opts.database.ping();
      return { status: 'ready', database: opts.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ message: 'Database unreachable' });
    }
  });
}
