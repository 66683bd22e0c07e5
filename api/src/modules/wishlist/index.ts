import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forCustomers } from '../../http/guards';
import { wishlistRoutes } from './routes';

/** A signed-in shopper's wishlist and her back-in-stock alerts. */
export const wishlistModule: FastifyPluginAsync<{
  db: Database;
  config: { whatsapp: { provider: string } };
}> = async (app, { db, config }) => {
  await forCustomers(app, wishlistRoutes, { db, store: { whatsapp: config.whatsapp.provider !== 'off' } });
};
