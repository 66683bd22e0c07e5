import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { ImageVariants } from '../../media/imageVariants';
import type { MediaStore } from '../../media/mediaStore';
import {
  CONTENT_TYPES,
  contentTypeOfPath,
  formatOfPath,
  outputFormat,
  parseTransform,
  type Transform,
} from '../../media/transform';

const mediaQuerySchema = z.object({ tr: z.string().max(200, 'must be at most 200 characters').optional() });

/**
 * The local image store under ImageKit's URL shapes: /media/{path}, /media/{path}?tr=w-800,q-90
 * and /media/tr:w-800,q-90/{path}. Files never change once written (new uploads get new
 * names), so every answer may be cached for a year. Originals are read from the store (disk or
 * S3); variants are made from them once and served from this instance's cache folder.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaStore; variants: ImageVariants }> = async (app, opts) => {
  const { media, variants } = opts;

  app.get('/media/*', { schema: { querystring: mediaQuerySchema } }, async (request, reply) => {
    let relative = (request.params as { '*': string })['*'];
    let transform: Transform = {};
    if (relative.startsWith('tr:')) {
      const slash = relative.indexOf('/');
      transform = parseTransform(relative.slice(3, slash < 0 ? undefined : slash));
      relative = slash < 0 ? '' : relative.slice(slash + 1);
    }
    const { tr } = request.query;
    if (tr) transform = { ...transform, ...parseTransform(tr) };

    const original = formatOfPath(relative);
    if (!relative) throw new HttpError(404, 'Image not found');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!original || Object.keys(transform).length === 0) {
      const data = await media.read(relative);
      if (!data) throw new HttpError(404, 'Image not found');
      // The bytes never change under a key, so their hash is the ETag every instance agrees on.
      const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(contentTypeOfPath(relative)).send(data);
    }

    // A variant kept from before its original was deleted is not served.
    if (!(await media.exists(relative))) throw new HttpError(404, 'Image not found');
    const format = outputFormat(transform.f, request.headers.accept, original);
    if (transform.f === 'auto') reply.header('Vary', 'Accept');
    const name = await variants.variant(relative, transform, format);
    reply.type(CONTENT_TYPES[format]);
    return reply.sendFile(name, variants.cacheDir);
  });
};
