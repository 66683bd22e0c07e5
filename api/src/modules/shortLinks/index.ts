import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { ShortLinkPurpose } from './shortLinks';
import { shortLinkRoutes } from './shortLinkRoutes';

/** Short links in texts (/c/:code), each leading to the long link its purpose makes. */
export const shortLinksModule: FastifyPluginAsync<{
  db: Database;
  config: { shopUrl: string };
  shortLinkTargets: Record<ShortLinkPurpose, (orderId: string) => string>;
}> = async (app, { db, config, shortLinkTargets }) => {
  await app.register(shortLinkRoutes, { db, shopUrl: config.shopUrl, targets: shortLinkTargets });
};
