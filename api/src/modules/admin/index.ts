import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forAdmins } from '../../http/guards';
import type { PaymentProvider } from '../../providers/payment/types';
import type { GuestAccess } from '../orders/guestAccess';
import { adminPaymentRoutes } from './paymentRoutes';

/** The desk's payments. */
export const adminModule: FastifyPluginAsync<{
  db: Database;
  provider: PaymentProvider;
  guests: GuestAccess;
}> = async (app, { db, provider, guests }) => {
  await forAdmins(app, adminPaymentRoutes, { db, provider, guests });
};
