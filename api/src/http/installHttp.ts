import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { NEXT_CURSOR_HEADER } from '@store/shared/schemas';
import { SHUT_CONTENT_SECURITY_POLICY, securityHeaders } from '@store/shared/security-headers';
import type { ApiConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { installApiReference, isReferenceUrl } from './apiReference';
import { installErrorHandling } from './errors';
import { installIdempotencyKeys } from './idempotency';
import { installNulGuard } from './nulGuard';
import { installRateLimits } from './rateLimits';
import { installRequestOriginGuard } from './requestOriginGuard';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Under a per-client rate limit (http/rateLimits.ts). */
  limited: boolean;
  /** Declares `schema.response`: its answer is serialized through (and documented by) a schema. */
  answered: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * What every route of the API shares, installed before any module registers: validation by the
 * shared zod schemas, error answers, CORS, the origin and NUL guards, rate limits, cookies,
 * idempotency keys, security headers and the API reference; and the list of every route as
 * registered, which the authorization test walks. `keyAuthenticated`: the routes a provider calls
 * with a signature or a key (webhooks, the sandboxes' copies of a provider's API), which the
 * origin guard lets through; the composition names them (app.ts).
 */
export async function installHttp(
  app: FastifyInstance,
  config: ApiConfig,
  database: DatabaseHandle,
  keyAuthenticated: string[],
): Promise<void> {
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const limited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
    // The reference's own pages are not routes of the store.
    if (isReferenceUrl(route.url)) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        registered.push({ method, url: route.url, limited, answered: Boolean(route.schema?.response) });
  });
  // Routes declare their params, query, body (and answers) as the shared zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    credentials: true,
    // @fastify/cors 11 allows only GET, HEAD and POST unless told: edits and deletes need the rest.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // The next page's cursor, and the name a downloaded file (invoice, export) is saved under.
    exposedHeaders: [NEXT_CURSOR_HEADER, 'content-disposition'],
    // Browsers keep a preflight's answer this long (Chrome at most 2 h), not asking before each call.
    maxAge: 600,
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
  });
  installRequestOriginGuard(app, config.corsOrigins, keyAuthenticated);
  installNulGuard(app);
  if (config.rateLimits) await installRateLimits(app, database.db, config.redisUrl);
  await app.register(cookie);
  // Checkout calls sent twice (a retry, a proxy resending to another instance) are done once.
  installIdempotencyKeys(app, database.db);
  // The API serves JSON and images, never a page: nothing in its answers may run or be framed.
  const headers = securityHeaders(SHUT_CONTENT_SECURITY_POLICY, { hsts: config.production });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  if (config.apiDocs) await installApiReference(app, config.publicUrl);
}
