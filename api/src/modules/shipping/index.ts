import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forAdmins } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import type { CourierProvider } from '../../providers/courier/types';
import type { ProviderRefunds } from '../payments/refunds/providerRefunds';
import { remittanceRoutes } from './remittances/routes';
import { rtoRoutes } from './rto/routes';
import { shippingStatsRoutes } from './stats/routes';

/** Shipping: parcels with a courier, what comes back (returns to origin), the courier's cash, the desk's figures. */
export const shippingModule: FastifyPluginAsync<{
  db: Database;
  config: ApiConfig;
  jobs: JobQueue;
  refunds: ProviderRefunds;
  courier?: CourierProvider;
}> = async (app, { db, config, jobs, refunds, courier }) => {
  const log = (message: string, detail: object) => app.log.warn(detail, message);
  await forAdmins(app, rtoRoutes, { db, jobs, config, refunds, log });
  await forAdmins(app, remittanceRoutes, { db, courier, graceDays: config.remittanceGraceDays });
  await forAdmins(app, shippingStatsRoutes, { db });
};
