import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER } from '@store/shared/schemas';

/** Where the document and the interactive reference are served. */
export const API_DOCUMENT_PATH = '/openapi.json';
export const API_REFERENCE_PREFIX = '/docs';

/** The reference page runs its own scripts and styles (Swagger UI, served from this API). */
const REFERENCE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

/** Whether a URL belongs to the reference itself (not a route of the store). */
export const isReferenceUrl = (url: string) =>
  url === API_DOCUMENT_PATH || url === API_REFERENCE_PREFIX || url.startsWith(`${API_REFERENCE_PREFIX}/`);

/**
 * The OpenAPI 3.1 document, made from the routes' own zod schemas (params, query, body,
 * answers) as they are registered, at /openapi.json, and Swagger UI at /docs. Registered before
 * the routes, so it sees every one.
 */
export async function installApiReference(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Elegance store API',
        description:
          "The store's API: catalogue, checkout and payments, orders, accounts and the admin. Money is in rupees; `_id`s are UUIDs. Calls from the store's pages send cookies; state-changing calls carry `X-Requested-With: store`.",
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      // A route that takes an Idempotency-Key documents it (http/idempotency.ts).
      if (!input.route.config?.idempotency) return transformed;
      const headers = {
        type: 'object',
        properties: {
          [IDEMPOTENCY_KEY_HEADER]: {
            type: 'string',
            minLength: 16,
            maxLength: 255,
            description:
              input.route.config.idempotency === 'kept'
                ? 'Optional. A call sent again with the same key (and body) is done once: the second copy gets the first answer, with Idempotent-Replayed: true. Kept 24 hours, per caller.'
                : 'Optional. This call changes nothing more when sent twice; the key is accepted so a client may resend it.',
          },
        },
      };
      return { ...transformed, schema: { ...transformed.schema, headers } };
    },
  });
  await app.register(swaggerUi, { routePrefix: API_REFERENCE_PREFIX, staticCSP: false });
  app.get(API_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
  app.addHook('onSend', async (request, reply) => {
    if (isReferenceUrl(request.url.split('?')[0] ?? ''))
      reply.header('content-security-policy', REFERENCE_CONTENT_SECURITY_POLICY);
  });
}
