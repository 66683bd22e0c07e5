import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls must come from the store's own pages: an allowed Origin, or the
 * X-Requested-With header the store's client sends (a cross-site form cannot set it, and CORS
 * refuses it to other sites' scripts). Signed provider callbacks are exempt.
 */
export function installRequestOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[], exempt: string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || exempt.includes(request.routeOptions.url ?? '')) return;
    const origin = request.headers.origin;
    if (origin ? allowed.has(origin) : request.headers['x-requested-with'] === 'store') return;
    throw new HttpError(403, "Refused: this call must come from the store's own pages");
  });
}
