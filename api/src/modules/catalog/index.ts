import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MediaStore } from '../../media/mediaStore';
import { forStaff } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import type { ProductImageStore } from '../uploads';
import type { CatalogCache } from './catalogCache';
import { adminProductRoutes } from './desk/productRoutes';
import { catalogRoutes } from './routes';
import type { SearchEngine } from '../search/engine';

/**
 * The catalogue: the storefront's listings and products, and the desk's product editor. Not encapsulated (fastify-plugin): its cache's hook watches every
 * write of the API, since any write may have changed products (the database's trigger knows).
 */
interface Options {
  db: Database;
  media: MediaStore;
  catalog: CatalogCache;
  search: SearchEngine;
  images: ProductImageStore;
  jobs: JobQueue;
  config: ApiConfig;
}

export const catalogModule = fp<Options>(
  async (app, { db, media, catalog, search, images, jobs, config }) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) catalog.changed();
    });
    await app.register(catalogRoutes, { db, media, cache: catalog, search, fitMinAnswers: config.fitMinAnswers });
    await forStaff('catalog')(app, adminProductRoutes, { db, media, images, jobs });
  },
  { name: 'catalog' },
);
