import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { forStaff } from '../../../http/guards';
import type { JobQueue } from '../../../jobs/queue';
import type { CourierProvider } from '../../../providers/courier/types';
import type { NdrDeps } from './deliveryExceptions';
import { DeliveryIssueLinks } from './issueLinks';
import { deliveryIssueRoutes, deskNdrRoutes } from './routes';

export { openDeliveryException } from './deliveryExceptions';
export { ndrQuickReply } from './quickReply';
export { ndrJobs, type NdrJobDeps } from './jobs';

/** A failed delivery's signed links, from the store's config (the API's routes and the worker's notices alike). */
export const deliveryIssueLinks = (config: ApiConfig) =>
  new DeliveryIssueLinks(config.keys['delivery-issue'], config.shopUrl);

/** What answering a failed delivery needs, from the process's services. */
export function ndrDeps(services: {
  db: Database;
  jobs: JobQueue;
  config: ApiConfig;
  courier: CourierProvider;
  log: { warn: (detail: object, message: string) => void };
}): NdrDeps {
  const { db, jobs, config, courier, log } = services;
  return {
    db,
    jobs,
    courier,
    ndr: config.ndr,
    pickupPincode: config.courier.pickupPincode,
    log: (message, detail) => log.warn(detail, message),
  };
}

/** Failed deliveries (NDR): the shopper's signed link, and the desk's list and answer. */
export const ndrPlugin: FastifyPluginAsync<Parameters<typeof ndrDeps>[0]> = async (app, services) => {
  const options = { ...ndrDeps(services), links: deliveryIssueLinks(services.config) };
  await app.register(deliveryIssueRoutes, options);
  await forStaff('shipping')(app, deskNdrRoutes, options);
};
