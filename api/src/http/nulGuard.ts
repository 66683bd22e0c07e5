import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The first place in a parsed value holding a string with U+0000, as `field.0.name`, or null. */
function nulAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: a NUL anywhere in the input would fail deep
 * in a query as a 500. It is refused up front, naming the field.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulAt(request.body) ?? nulAt(request.query) ?? nulAt(request.params);
    if (field !== null) throw new HttpError(400, `${field}: must not contain the NUL character`);
  });
}
