import type { FastifyInstance } from 'fastify';
import type { PageCache } from '../pageCache';

/** The render server's answer to /__page-generation: what nginx puts in its page cache's key. */
export const PAGE_GENERATION_HEADER = 'X-Page-Generation';

/** What the machines around the server ask: a load balancer its readiness, nginx the pages' generation. */
export function opsRoutes(app: FastifyInstance, pages: PageCache, lifecycle?: { draining: boolean }): void {
  app.get('/__ready', (_request, reply) => {
    const draining = lifecycle?.draining ?? false;
    return reply
      .code(draining ? 503 : 200)
      .headers({ 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
      .send(draining ? 'Shutting down' : 'ready');
  });

  app.get('/__page-generation', async (_request, reply) => {
    const { tag } = await pages.generation();
    return reply
      .code(204)
      .headers({ 'Cache-Control': 'no-store', [PAGE_GENERATION_HEADER]: tag ?? '' })
      .send();
  });
}
