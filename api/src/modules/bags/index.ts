import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forCustomers } from '../../http/guards';
import type { MediaStore } from '../../media/mediaStore';
import { BagLinks } from './bagLinks';
import { accountBagRoutes, publicBagRoutes } from './routes';

export { bagOrdered } from './bags';
export { bagFigures } from './figures';
export { bagJobs } from './jobs';
export type { BagReminderDeps } from './reminders';

/** A left bag's signed links, from the store's config (the API's routes and the worker's reminders alike). */
export const bagLinks = (config: ApiConfig) => new BagLinks(config.keys['bag-link'], config.shopUrl);

/** Bags kept on the server: her account's bag, a guest's reminders, and a reminder's link. */
export const bagsModule: FastifyPluginAsync<{ db: Database; media: MediaStore; config: ApiConfig }> = async (
  app,
  { db, media, config },
) => {
  const options = { db, media, links: bagLinks(config), remindAfterMinutes: config.bags.remindAfterMinutes };
  await forCustomers(app, accountBagRoutes, options);
  await app.register(publicBagRoutes, options);
};
