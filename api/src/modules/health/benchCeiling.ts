import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const query = z.object({
  bytes: z.coerce.number().int().min(2).max(5_000_000),
  /** A slow answer, for the graceful-stop test: the request is in flight this long. */
  delayMs: z.coerce.number().int().min(0).max(10_000).default(0),
});

/**
 * The benchmark's ceiling: the same server answering a constant JSON body of a given size from
 * memory, with no database or serialisation, so each route's throughput can be read as a share
 * of what this process could do at best. Registered only when BENCH_CEILING=1, never in production.
 */
export const benchCeilingRoute: FastifyPluginAsyncZod = async (app) => {
  const bodies = new Map<number, Buffer>();
  app.get('/__bench/ceiling', { schema: { querystring: query } }, async (request, reply) => {
    const { bytes, delayMs } = request.query;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    let body = bodies.get(bytes);
    if (!body) {
      body = Buffer.from(`"${'x'.repeat(bytes - 2)}"`);
      bodies.set(bytes, body);
    }
    return reply.type('application/json').send(body);
  });
};
