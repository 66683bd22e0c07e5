import { bindJobs, type JobHandlers } from './jobs/queue';
import { sweepIdempotentAnswers } from './http/idempotency';
import { sweepRateLimits } from './http/rateLimits';
import { recordSweepJobs, type RecordSweepDeps } from './modules/auth/jobs';
import { bagJobs, bagLinks, type BagReminderDeps } from './modules/bags';
import { cancelUnconfirmedCashOrders } from './modules/checkout/cash/cashConfirmation';
import { orderJobs, type OrderNoticeDeps } from './modules/orders/jobs';
import { findOrder, withLinesOf } from './modules/orders/ordersRepository';
import { returnWithPhoto } from './modules/orders/returns/returnsRepository';
import { giftCardJobs, type GiftCardJobDeps } from './modules/giftCards/jobs';
import { paymentJobs, type PaymentJobDeps } from './modules/payments/jobs';
import { receiveWebhook as receivePaymentWebhook } from './modules/payments/webhook';
import { ratingJobs, type RatingJobDeps } from './modules/ratings/jobs';
import { reviewWithPhoto } from './modules/ratings/reviewPhotos';
import { reportJobs, type ReportRollupDeps } from './modules/reports/jobs';
import { deliverSandboxWebhooks, webhookDeps } from './modules/shipping';
import { shippingJobs, type ShippingJobDeps } from './modules/shipping/jobs';
import { pollQuietParcels, QUIET_HOURS } from './modules/shipping/tracking';
import { releaseLapsedBalances } from './modules/checkout/balances';
import { releaseExpiredHolds } from './modules/checkout/holds';
import { stockJobs, type StockJobDeps } from './modules/stock/jobs';
import { expireCredits } from './modules/storeCredit/expiry';
import { storeCreditJobs, type StoreCreditJobDeps } from './modules/storeCredit/jobs';
import { sweepAbandonedUploads } from './modules/uploads/abandonedUploads';
import { uploadJobs, type UploadJobDeps } from './modules/uploads/jobs';
import { isOptedIn } from './modules/whatsapp/consents';
import { whatsappJobs, type WhatsAppJobDeps } from './modules/whatsapp/jobs';
import { deliveryIssueLinks } from './modules/shipping/ndr';
import { ndrJobs, type NdrJobDeps } from './modules/shipping/ndr/jobs';
import { reversePickupJobs, type ReversePickupDeps } from './modules/shipping/returns';
import { receiveWebhook as receiveWhatsAppWebhook } from './modules/whatsapp/webhook';
import { webhookSignature } from './providers/payment/signature';
import { hubSignature } from './providers/whatsapp';
import type { StoreServices } from './services';
import type { StoreWiring } from './wiring';

/**
 * What each job does, its module's handler made with that module's deps from the process's
 * services: the API's when it runs jobs in process, the worker's otherwise. The sandboxes'
 * webhooks are handed straight to the webhook handlers the routes use (signed as the provider
 * signs them), with no HTTP in between.
 */
export function storeJobs(services: StoreServices, wiring: StoreWiring): JobHandlers {
  const { config, db, media } = services;
  const notices = {
    db,
    mail: services.mail,
    sms: services.sms,
    whatsapp: services.whatsapp,
    consented: isOptedIn,
    log: (message: string, detail: object) => services.log.info(detail, message),
    jobExpirySeconds: config.jobs.tuning.expireInSeconds,
  };
  return {
    ...bindJobs<OrderNoticeDeps, typeof orderJobs>(orderJobs, {
      ...notices,
      cashConfirmation: services.cashConfirmation,
      shopUrl: config.shopUrl,
      orderLinks: services.orderLinks,
    }),
    ...bindJobs<RatingJobDeps, typeof ratingJobs>(ratingJobs, {
      ...notices,
      shopUrl: config.shopUrl,
      orderById: async (id) => {
        const order = await findOrder(db, id);
        return order ? withLinesOf(db, order) : null;
      },
    }),
    ...bindJobs<GiftCardJobDeps, typeof giftCardJobs>(giftCardJobs, { ...notices, shopUrl: config.shopUrl }),
    ...bindJobs<StockJobDeps, typeof stockJobs>(stockJobs, {
      ...notices,
      shopUrl: config.shopUrl,
      // Lapsed checkouts give back their stock and what balances (store credit) they took.
      releaseHolds: async () => {
        const now = new Date();
        const released = await releaseExpiredHolds(db, now);
        await releaseLapsedBalances(db, now);
        return released;
      },
      cancelUnconfirmedCash: () => cancelUnconfirmedCashOrders(db, new Date()),
    }),
    ...bindJobs<StoreCreditJobDeps, typeof storeCreditJobs>(storeCreditJobs, {
      expireCredits: () => expireCredits(db, new Date()),
      log: notices.log,
    }),
    ...bindJobs<WhatsAppJobDeps, typeof whatsappJobs>(whatsappJobs, {
      ...notices,
      deliver: (body) =>
        receiveWhatsAppWebhook(
          { db, jobs: services.jobs, config: config.whatsapp, onButton: wiring.whatsappButtons },
          Buffer.from(body),
          hubSignature(body, config.whatsapp.appSecret),
        ),
    }),
    ...bindJobs<PaymentJobDeps, typeof paymentJobs>(paymentJobs, {
      sweepRefunds: () => wiring.refunds.sweep(),
      log: notices.log,
      deliver: async (eventId, body) => {
        await receivePaymentWebhook(
          { db, provider: services.provider, metrics: services.metrics, ...wiring.paymentWebhook },
          Buffer.from(body),
          webhookSignature(body, services.provider.webhookSecret),
          eventId,
        );
      },
    }),
    ...bindJobs<UploadJobDeps, typeof uploadJobs>(uploadJobs, {
      removeProductImages: (gone) => services.images.remove(gone),
      media,
      photoKept: async (path) => Boolean((await returnWithPhoto(db, path)) || (await reviewWithPhoto(db, path))),
      sweepUploads: () => sweepAbandonedUploads(db, media),
      log: notices.log,
    }),
    ...bindJobs<ShippingJobDeps, typeof shippingJobs>(shippingJobs, shippingJobDeps(services, wiring, notices)),
    // Failed deliveries: her question, the answer to the courier, the desk's sweep.
    ...bindJobs<NdrJobDeps, typeof ndrJobs>(ndrJobs, {
      ...notices,
      shopUrl: config.shopUrl,
      links: deliveryIssueLinks(config),
      courier: services.courier,
    }),
    // Left bags' reminders: at most two a bag, by day in India.
    ...bindJobs<BagReminderDeps, typeof bagJobs>(bagJobs, {
      ...notices,
      shopUrl: config.shopUrl,
      links: bagLinks(config),
      remindAfterMinutes: config.bags.remindAfterMinutes,
    }),
    ...bindJobs<ReportRollupDeps, typeof reportJobs>(reportJobs, { db, log: notices.log }),
    ...bindJobs<ReversePickupDeps, typeof reversePickupJobs>(reversePickupJobs, {
      db,
      jobs: services.jobs,
      courier: services.courier,
      log: notices.log,
    }),
    // Rows that can no longer grant or count anything: ended sessions, dead guest links, old
    // sign-in failures (unknown e-mails add rows too), finished rate-limit windows and
    // idempotent answers past their day.
    ...bindJobs<RecordSweepDeps, typeof recordSweepJobs>(recordSweepJobs, {
      sweeps: [
        () => services.sessions.sweep(),
        () => services.guests.sweep(),
        () => services.admins.sweep(),
        () => sweepRateLimits(db),
        () => sweepIdempotentAnswers(db),
      ],
    }),
  };
}

/** Shipping's jobs: its notices, the courier sandbox's clock (its webhooks applied as the route applies them), the tracking poll. */
function shippingJobDeps(
  services: StoreServices,
  wiring: StoreWiring,
  notices: Omit<ShippingJobDeps, 'sandboxClock' | 'pollTracking'>,
): ShippingJobDeps {
  const tracking = webhookDeps({ ...services, ...wiring });
  const sandbox = services.courierSandbox;
  return {
    ...notices,
    sandboxClock: sandbox ? async () => deliverSandboxWebhooks(tracking, await sandbox.tick(new Date())) : null,
    pollTracking: () => pollQuietParcels(tracking, QUIET_HOURS),
  };
}
