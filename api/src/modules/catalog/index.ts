import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { MediaStore } from '../../media/mediaStore';
import type { CatalogCache } from './catalogCache';
import { catalogRoutes } from './routes';

/**
 * The storefront's catalogue. Not encapsulated (fastify-plugin): its cache's hook watches every
 * write of the API, since any write may have changed products (the database's trigger knows).
 */
interface Options {
  db: Database;
  media: MediaStore;
  catalog: CatalogCache;
}

export const catalogModule = fp<Options>(
  async (app, { db, media, catalog }) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) catalog.changed();
    });
    await app.register(catalogRoutes, { db, media, cache: catalog });
  },
  { name: 'catalog' },
);
