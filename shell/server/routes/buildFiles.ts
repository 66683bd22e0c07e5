import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControl } from '@store/shared/static-files';

/**
 * The shell's build files (`npm start`; nginx serves them in the containers), sent by the
 * catch-all route's `reply.sendFile`: a content-hashed chunk cached for a year, its build-time
 * zopfli `.gz` sent as it is; entry files (index.html, runtime-config.json) revalidated each
 * time and gzipped on the way out by @fastify/compress.
 */
export async function buildFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    // The path is the sent file's: the chunk's `.gz` when precompressed.
    setHeaders: (reply, file) => void reply.header('Cache-Control', cacheControl(file.replace(/\.(?:gz|br)$/, ''))),
  });
}
