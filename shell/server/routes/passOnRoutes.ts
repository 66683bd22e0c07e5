import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@store/shared/config';
import { passMedia } from '../mediaProxy';

/** The addresses of this site whose answers live elsewhere: its pictures and its texted short links. */
export function passOnRoutes(app: FastifyInstance, mediaUpstream: string, runtimeConfig: () => RuntimeConfig): void {
  app.get('/media/*', (request, reply) => {
    reply.hijack();
    passMedia(request.raw, reply.raw, mediaUpstream);
  });

  // A texted short link (<shop>/c/<code>): the API keeps the codes and slows each caller's
  // guesses, so the shopper's own browser is sent there (it redirects on to the signed link).
  // Any other /c/... is a page (the catch-all's).
  app.get('/c/:code([0-9A-Za-z]{1,64})', (request, reply) => {
    const { code } = request.params as { code: string };
    const api = runtimeConfig().apiUrl.replace(/\/$/, '');
    return reply
      .code(302)
      .headers({ Location: `${api}/c/${code}`, 'Cache-Control': 'no-store' })
      .send();
  });
}
