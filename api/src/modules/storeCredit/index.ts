import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forCustomers, forStaff } from '../../http/guards';
import { storeCreditDeskRoutes, storeCreditRoutes } from './routes';

/**
 * Store credit: each customer's ledger (credits from refunds, their bonus, goodwill; debits for
 * orders, expiry, goodwill withdrawn), her balance and history, the desk's goodwill. Checkout
 * spends it as a balance method (checkout/paymentMethods/credit.ts); refunds credit it.
 */
export const storeCreditModule: FastifyPluginAsync<{
  db: Database;
  config: { storeCredit: { goodwillMaxPaise: number } };
}> = async (app, { db, config }) => {
  await forCustomers(app, storeCreditRoutes, { db });
  // Support sees a customer's credit; giving or taking it is the owner's ('credit').
  await forStaff('orders')(app, storeCreditDeskRoutes, { db, goodwillMaxPaise: config.storeCredit.goodwillMaxPaise });
};
