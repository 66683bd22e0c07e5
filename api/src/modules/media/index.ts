import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { ImageVariants } from '../../media/imageVariants';
import type { MediaStore } from '../../media/mediaStore';
import { mediaRoutes } from './routes';

/** Product and customer images, and their resized variants. */
export const mediaModule: FastifyPluginAsync<{ media: MediaStore; variants: ImageVariants }> = async (
  app,
  { media, variants },
) => {
  // Only for reply.sendFile of variants (ranges, ETags, 304s): the media routes decide what is served.
  await app.register(fastifyStatic, { root: variants.cacheDir, serve: false, immutable: true, maxAge: '365d' });
  await app.register(mediaRoutes, { media, variants });
};
