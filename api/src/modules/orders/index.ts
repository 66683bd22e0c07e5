import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forStaff } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import type { MediaStore } from '../../media/mediaStore';
import type { ApiMetrics } from '../../observability/metrics';
import type { ProviderRefunds } from '../payments/refunds/providerRefunds';
import type { ReleaseHolds } from './cash/cashDesk';
import type { GuestAccess } from './guestAccess';
import { ownOrder } from './ownOrders';
import { cancelledRefundRoutes } from './routes/desk/cancelledRefunds';
import { cashDeskRoutes } from './routes/desk/cash';
import { adminOrderRoutes } from './routes/desk/orders';
import { productionRoutes } from './routes/desk/production';
import { productionQueueRoutes } from './routes/desk/productionQueue';
import { deskReturnRoutes } from './routes/desk/returns';
import { deskGuestLinkRoutes } from './routes/desk/guestLinks';
import { anyOrderOnRecord, documentRoutes, taxRulesRoutes } from './routes/documents';
import { orderRoutes } from './routes/shopper/orders';
import { customerReturnRoutes } from './routes/shopper/returns';
import type { OnReturnApproved } from './returns/deskActions';
import { afterSaleOf } from './returns/serialize';

/**
 * Orders after checkout: the shopper's own (signed in or by guest link), returns, tax documents,
 * and the desk's side of each (orders, production, returns, cash collected or refused).
 */
export const ordersModule: FastifyPluginAsync<{
  db: Database;
  config: ApiConfig;
  jobs: JobQueue;
  media: MediaStore;
  metrics: ApiMetrics;
  guests: GuestAccess;
  /** Payments' refunds through the provider (built in wiring.ts). */
  refunds: ProviderRefunds;
  /** Checkout's: a refused cash order's held pieces go back (wired in wiring.ts). */
  releaseHolds: ReleaseHolds;
  /** Shipping's: an approved return's reverse pickup (wired in wiring.ts). */
  onReturnApproved: OnReturnApproved;
}> = async (app, options) => {
  const { db, config, jobs, media, metrics, guests, refunds, releaseHolds, onReturnApproved } = options;
  await app.register(orderRoutes, {
    db,
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
  await app.register(taxRulesRoutes, { config });
  // Tax invoices and payment receipts: the shopper's own, and any order's from the desk.
  await app.register(documentRoutes, {
    db,
    config,
    orderFor: ownOrder(db, guests),
    prefix: '/orders',
    rateLimited: true,
  });
  await forStaff('orders')(app, documentRoutes, {
    db,
    config,
    orderFor: anyOrderOnRecord(db),
    prefix: '/admin/orders',
  });
  await forStaff('orders')(app, adminOrderRoutes, { db, jobs, config });
  await forStaff('production')(app, productionRoutes, { db, jobs });
  // The queue shows each piece's measurements: what 'measurements' lets a role read.
  await forStaff('measurements')(app, productionQueueRoutes, { db });
  await forStaff('returns')(app, deskReturnRoutes, { db, jobs, media, refunds, config, metrics, onReturnApproved });
  await forStaff('orders')(app, deskGuestLinkRoutes, { guests });
  await forStaff('cash')(app, cashDeskRoutes, { db, jobs, releaseHolds });
  // A cancelled order's card or UPI money, back or to store credit: refunds through the provider are 'payments'.
  await forStaff('payments')(app, cancelledRefundRoutes, {
    db,
    jobs,
    refunds,
    bonusPercent: config.storeCredit.refundBonusPercent,
  });
};
