import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forStaff } from '../../http/guards';
import type { MediaStore } from '../../media/mediaStore';
import type { CatalogCache } from '../catalog/catalogCache';
import { searchAdminRoutes } from './adminRoutes';
import type { SearchEngine } from './engine';
import { QueryLog } from './queryLog';
import { searchRoutes } from './routes';

/**
 * The whole store's search (issue 44): results and suggestions for shoppers, the query log and
 * synonyms for the admin. The engine itself is a service (services.ts), since the catalogue's
 * listing searches with it too.
 */
export const searchModule: FastifyPluginAsync<{
  db: Database;
  media: MediaStore;
  catalog: CatalogCache;
  search: SearchEngine;
}> = async (app, { db, media, catalog, search }) => {
  const log = new QueryLog(db);
  app.addHook('onClose', () => log.flush());
  // Ready before the first shopper (the memory engine's index); a failure is retried by the first search.
  app.addHook('onReady', async () => {
    await search.prepare().catch((error: unknown) => app.log.warn({ err: error }, 'search: not prepared'));
  });
  await app.register(searchRoutes, { media, cache: catalog, search, log });
  await forStaff('catalog')(app, searchAdminRoutes, { db, log });
};
