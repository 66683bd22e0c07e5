import { sweepIdempotentAnswers } from './http/idempotency';
import { sweepRateLimits } from './http/rateLimits';
import { jobHandlers } from './jobs/handlers';
import type { JobHandlers } from './jobs/queue';
import { releaseExpiredHolds } from './modules/stock/holds';
import { cancelUnconfirmedCashOrders } from './modules/orders/cash/cashConfirmation';
import { receiveWebhook as receivePaymentWebhook } from './modules/payments/webhook';
import { sweepAbandonedUploads } from './modules/uploads/abandonedUploads';
import { receiveWebhook as receiveWhatsAppWebhook } from './modules/whatsapp/webhook';
import { webhookSignature } from './providers/payment/signature';
import { hubSignature } from './providers/whatsapp';
import type { StoreServices } from './services';
import type { StoreWiring } from './wiring';

/**
 * Every background job's handler, built from the process's services: the API's when it runs
 * jobs in process, the worker's otherwise. The sandboxes' webhooks are handed straight to the
 * webhook handlers the routes use (signed as the provider signs them), with no HTTP in between.
 */
export function storeJobs(services: StoreServices, wiring: StoreWiring): JobHandlers {
  const { config, db, media, log } = services;
  return jobHandlers({
    db,
    mail: services.mail,
    sms: services.sms,
    whatsapp: services.whatsapp,
    deliverWhatsAppWebhook: async (body) => {
      const raw = Buffer.from(body);
      await receiveWhatsAppWebhook(
        { db, jobs: services.jobs, config: config.whatsapp, onButton: wiring.whatsappButtons },
        raw,
        hubSignature(body, config.whatsapp.appSecret),
      );
    },
    deliverWebhook: async (eventId, body) => {
      await receivePaymentWebhook(
        { db, provider: services.provider, metrics: services.metrics, ...wiring.paymentWebhook },
        Buffer.from(body),
        webhookSignature(body, services.provider.webhookSecret),
        eventId,
      );
    },
    removeProductImages: (gone) => services.images.remove(gone),
    media,
    sweepUploads: () => sweepAbandonedUploads(db, media),
    releaseHolds: () => releaseExpiredHolds(db, new Date()),
    cancelUnconfirmedCash: () => cancelUnconfirmedCashOrders(db, new Date()),
    cashConfirmation: services.cashConfirmation,
    shopUrl: config.shopUrl,
    orderLinks: services.orderLinks,
    jobExpirySeconds: config.jobs.tuning.expireInSeconds,
    // Rows that can no longer grant or count anything: ended sessions, dead guest links, old
    // sign-in failures (unknown e-mails add rows too), finished rate-limit windows and
    // idempotent answers past their day.
    sweepRecords: async () => {
      await Promise.all([
        services.sessions.sweep(),
        services.guests.sweep(),
        services.admins.sweep(),
        sweepRateLimits(db),
        sweepIdempotentAnswers(db),
      ]);
    },
    log: (message, detail) => log.info(detail, message),
  });
}
