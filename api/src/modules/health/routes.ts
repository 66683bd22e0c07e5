import type { FastifyInstance } from 'fastify';
import { pendingMigrations, type DatabaseHandle } from '../../db/client';

/** Set when the process is told to stop: readiness fails first, so a load balancer drains it. */
export interface Lifecycle {
  draining: boolean;
}

/** Liveness (the process answers) and readiness (the database answers, and it is not stopping). */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle; lifecycle: Lifecycle }) {
  // Checked until the database has every migration this code has, then never again.
  let schemaCurrent = false;
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    if (opts.lifecycle.draining) return reply.status(503).send({ message: 'Shutting down' });
    try {
      await opts.database.ping();
      if (!schemaCurrent) {
        const pending = await pendingMigrations(opts.database);
        if (pending.length)
          return reply.status(503).send({
            message: `Database schema is behind this code: migration ${pending.join(', ')} has not run (npm run migrate)`,
          });
        schemaCurrent = true;
      }
      return { status: 'ready', database: opts.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ message: 'Database unreachable' });
    }
  });
}
