import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forStaff } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import type { PaymentProvider } from '../../providers/payment/types';
import { giftCardDeskRoutes } from './deskRoutes';
import { giftCardRoutes } from './routes';

export { completePurchase } from './purchases';

/** Gift cards: buying one, its balance without sign-in, and the desk's cards (issue, switch off, look up). */
export const giftCardsModule: FastifyPluginAsync<{
  db: Database;
  provider: PaymentProvider;
  jobs: JobQueue;
  config: ApiConfig;
}> = async (app, { db, provider, jobs, config }) => {
  const issue = { jobs, validMonths: config.giftCardValidMonths };
  await app.register(giftCardRoutes, { ...issue, db, provider, rateLimits: config.rateLimits });
  await forStaff('credit')(app, giftCardDeskRoutes, { ...issue, db });
};
