import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ready', database: opts.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ message: 'Database unreachable' });
    }
  });
}
