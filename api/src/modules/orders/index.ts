import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forAdmins } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import type { MediaStore } from '../../media/mediaStore';
import type { ApiMetrics } from '../../observability/metrics';
import type { OtpService } from '../auth/otpService';
import type { PaymentDeps } from '../payments/completePayment';
import type { CashConfirmation } from './cash/cashConfirmation';
import type { GuestAccess } from './guestAccess';
import { ownOrder } from './ownOrders';
import { cashDeskRoutes } from './routes/desk/cash';
import { adminOrderRoutes } from './routes/desk/orders';
import { productionRoutes } from './routes/desk/production';
import { deskReturnRoutes } from './routes/desk/returns';
import { anyOrderOnRecord, documentRoutes, taxRulesRoutes } from './routes/documents';
import { cashOrderRoutes } from './routes/shopper/cash';
import { orderRoutes } from './routes/shopper/orders';
import { customerReturnRoutes } from './routes/shopper/returns';
import { afterSaleOf } from './returns/serialize';

/**
 * Orders after checkout: the shopper's own (signed in or by guest link), returns, tax documents,
 * cash on delivery, and the desk's side of each (orders, production, returns, cash).
 */
export const ordersModule: FastifyPluginAsync<{
  db: Database;
  config: ApiConfig;
  jobs: JobQueue;
  media: MediaStore;
  metrics: ApiMetrics;
  otp: OtpService;
  guests: GuestAccess;
  cashConfirmation: CashConfirmation;
  /** Placing and paying orders (the checkout's side, wired in app.ts). */
  checkout: PaymentDeps;
}> = async (app, options) => {
  const { db, config, jobs, media, metrics, guests, checkout } = options;
  await app.register(orderRoutes, {
    ...checkout,
    guests,
    afterSale: (rows) => afterSaleOf(db, media, config.returnWindowDays, rows),
  });
  await app.register(customerReturnRoutes, {
    db,
    jobs,
    media,
    returnWindowDays: config.returnWindowDays,
    guests,
    config,
  });
  await app.register(cashOrderRoutes, {
    ...checkout,
    media,
    otp: options.otp,
    rules: config.cashOnDelivery,
    jobs,
    guests,
    confirmation: options.cashConfirmation,
  });
  await app.register(taxRulesRoutes, { config });
  // Tax invoices and payment receipts: the shopper's own, and any order's from the desk.
  await app.register(documentRoutes, {
    db,
    config,
    orderFor: ownOrder(db, guests),
    prefix: '/orders',
    rateLimited: true,
  });
  await forAdmins(app, documentRoutes, { db, config, orderFor: anyOrderOnRecord(db), prefix: '/admin/orders' });
  await forAdmins(app, adminOrderRoutes, { db, jobs });
  await forAdmins(app, productionRoutes, { db, jobs });
  await forAdmins(app, deskReturnRoutes, { db, jobs, media, provider: checkout.provider, config, metrics });
  await forAdmins(app, cashDeskRoutes, { db, jobs });
};
