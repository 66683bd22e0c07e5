import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { benchCeilingRoute } from './benchCeiling';
import { healthRoutes, type Lifecycle } from './routes';

/** Liveness and readiness (and, for benchmarks only, the ceiling route). */
export const healthModule: FastifyPluginAsync<{
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  config: { benchCeiling: boolean };
}> = async (app, { database, lifecycle, config }) => {
  await app.register(healthRoutes, { database, lifecycle });
  if (config.benchCeiling) await app.register(benchCeilingRoute);
};
