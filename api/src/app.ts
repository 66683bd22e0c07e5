import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { NEXT_CURSOR_HEADER } from '@store/shared/schemas';
import { SHUT_CONTENT_SECURITY_POLICY, securityHeaders } from '@store/shared/security-headers';
import type { ApiConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { OrderRow } from './db/schema';
import { installErrorHandling } from './http/errors';
import { installIdempotencyKeys, sweepIdempotentAnswers } from './http/idempotency';
import { installNulGuard } from './http/nulGuard';
import { forAdmins, forCustomers } from './http/guards';
import { installRateLimits } from './http/rateLimits';
import { installRequestOriginGuard } from './http/requestOriginGuard';
import { ImageVariants } from './media/imageVariants';
import { mediaStoreFor } from './media/mediaStore';
import { addressRoutes } from './modules/addresses/routes';
import { adminCouponRoutes } from './modules/admin/couponRoutes';
import { adminOrderRoutes } from './modules/orders/routes/desk/orders';
import { paymentDeskRoutes } from './modules/payments/deskRoutes';
import { ProviderRefunds } from './modules/payments/refunds/providerRefunds';
import { unappliedRefundProcessed } from './modules/payments/refunds/unappliedRefunds';
import { deskGuestLinkRoutes } from './modules/orders/routes/desk/guestLinks';
import { productionRoutes } from './modules/orders/routes/desk/production';
import { adminProductRoutes } from './modules/admin/productRoutes';
import { productImageStore } from './modules/uploads';
import { authRoutes, installSessions } from './modules/auth/routes';
import { AdminSignIn } from './modules/auth/adminSignIn';
import { Captcha } from './modules/auth/captcha';
import { OtpService } from './modules/auth/otpService';
import { SessionStore } from './modules/auth/sessions';
import { CatalogCache } from './modules/catalog/catalogCache';
import { catalogRoutes } from './modules/catalog/routes';
import { benchCeilingRoute } from './modules/health/benchCeiling';
import { healthRoutes, type Lifecycle } from './modules/health/routes';
import { installApiReference, isReferenceUrl } from './http/apiReference';
import { measurementRoutes } from './modules/measurements/routes';
import { profileRoutes } from './modules/profile/routes';
import { mediaRoutes } from './modules/media/routes';
import { couponRoutes } from './modules/coupons/routes';
import { GuestAccess } from './modules/orders/guestAccess';
import { anyOrderOnRecord, documentRoutes, taxRulesRoutes } from './modules/orders/routes/documents';
import { ownOrder } from './modules/orders/ownOrders';
import { orderRoutes } from './modules/orders/routes/shopper/orders';
import { customerReturnRoutes } from './modules/orders/routes/shopper/returns';
import { deskReturnRoutes } from './modules/orders/routes/desk/returns';
import { returnRefundOwner } from './modules/orders/returns/refunds';
import { afterSaleOf } from './modules/orders/returns/serialize';
import { cancelUnconfirmedCashOrders, CashConfirmation } from './modules/orders/cash/cashConfirmation';
import { shortLinkRoutes } from './modules/shortLinks/shortLinkRoutes';
import { cashDeskRoutes } from './modules/orders/routes/desk/cash';
import { cashOrderRoutes } from './modules/orders/routes/shopper/cash';
import { pincodeRoutes } from './modules/pincodes/routes';
import { deliveryRoutes } from './modules/pincodes/delivery';
import { ratingRoutes } from './modules/ratings/routes';
import { adminReviewRoutes, reviewRoutes } from './modules/ratings/reviewRoutes';
import { paymentRoutes } from './modules/payments/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { releaseExpiredHolds } from './modules/stock/holds';
import { ApiMetrics } from './observability/metrics';
import { jobHandlers } from './jobs/handlers';
import { OrderLinks } from './modules/orders/orderLinks';
import { JobQueue } from './jobs/queue';
import { startJobsWhenSchemaCurrent } from './jobs/whenSchemaCurrent';
import { jobRoutes } from './modules/admin/jobRoutes';
import { sweepAbandonedUploads } from './modules/uploads/abandonedUploads';
import { sweepRateLimits } from './http/rateLimits';
import { mailer } from './providers/email';
import { paymentProvider } from './providers/payment';
import { webhookSignature } from './providers/payment/signature';
import { smsSender } from './providers/sms';
import { cloudWhatsApp, hubSignature, SandboxWhatsApp, type WhatsAppSender } from './providers/whatsapp';
import { isOptedIn } from './modules/whatsapp/consents';
import { whatsappRoutes } from './modules/whatsapp/routes';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Under a per-client rate limit (http/rateLimits.ts). */
  limited: boolean;
  /** Declares `schema.response`: its answer is serialized through (and documented by) a schema. */
  answered: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** Draining before a stop (server.ts sets it on SIGTERM): /ready answers 503. */
    lifecycle: Lifecycle;
    /** Prometheus metrics; server.ts serves them on METRICS_PORT, never on this app's port. */
    metrics: ApiMetrics;
    /** The background job queue: enqueue in a transaction; the dead-letter list. */
    jobs: JobQueue;
  }
}

export interface AppDeps {
  config: ApiConfig;
  database: DatabaseHandle;
}

/** Builds the API without listening: the server listens, tests use app.inject. */
/** Fastify's trustProxy: a hop count becomes "trust the first N hops" (as proxy-addr reads a number). */
function trustProxy(setting: ApiConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * The Cloud API client, or none when WhatsApp is off. In the sandbox the same client calls the
 * sandbox's copy of the Graph API route, so its requests are checked as Meta checks them.
 */
function whatsappProvider(app: FastifyInstance, config: ApiConfig, db: Database, jobs: JobQueue) {
  const settings = config.whatsapp;
  if (settings.provider === 'off') return { whatsapp: null, whatsappSandbox: null };
  if (settings.provider === 'cloud') return { whatsapp: cloudWhatsApp(settings), whatsappSandbox: null };
  const whatsappSandbox = new SandboxWhatsApp(
    db,
    settings,
    async (tx, body, delaySeconds) => {
      await jobs.enqueue(tx, 'whatsapp-webhook', { body }, { startAfterSeconds: delaySeconds });
    },
    config.sandboxWebhookDelayMs / 1000,
  );
  const whatsapp: WhatsAppSender = cloudWhatsApp(
    {
      ...settings,
      transport: async (path, init) => {
        const response = await app.inject({
          method: 'POST',
          url: `/whatsapp/sandbox${path}`,
          ...init,
          payload: init.body,
        });
        return { status: response.statusCode, body: response.json() };
      },
    },
    'sandbox',
  );
  return { whatsapp, whatsappSandbox };
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: trustProxy(config.trustProxy) });
  if (config.production && config.payments.provider === 'sandbox')
    app.log.warn(
      'PAYMENTS=sandbox: this store takes NO real money; every payment is a test payment on the offline sandbox',
    );
  // Every route as registered, for the authorization test that must cover each one.
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.decorate('lifecycle', { draining: false });
  const jobs = new JobQueue(database, config.jobs.tuning, (error) => app.log.error({ err: error }, 'job queue'));
  app.decorate('jobs', jobs);
  let schemaWatch: { stop(): Promise<void> } | null = null;
  // Running jobs finish (or are left to be retried) before the database closes.
  app.addHook('onClose', async () => {
    await schemaWatch?.stop();
    await jobs.stop();
  });
  const metrics = new ApiMetrics(database, jobs);
  app.decorate('metrics', metrics);
  metrics.instrument(app);
  app.addHook('onRoute', (route) => {
    const limited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
    // The reference's own pages are not routes of the store.
    if (isReferenceUrl(route.url)) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        registered.push({ method, url: route.url, limited, answered: Boolean(route.schema?.response) });
  });
  const media = mediaStoreFor(config);
  const variants = new ImageVariants(media, config.mediaCacheDir, config.mediaCacheMaxBytes, (format) =>
    metrics.variantMade(format),
  );
  // Routes declare their params, query, body (and answers) as the shared zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    credentials: true,
    // @fastify/cors 11 allows only GET, HEAD and POST unless told: edits and deletes need the rest.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // The next page's cursor, and the name a downloaded file (invoice, export) is saved under.
    exposedHeaders: [NEXT_CURSOR_HEADER, 'content-disposition'],
    // Browsers keep a preflight's answer this long (Chrome at most 2 h), not asking before each call.
    maxAge: 600,
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
  });
  // Signed or key-authenticated provider calls: the webhook, and the sandbox's copy of Razorpay's refund API.
  installRequestOriginGuard(app, config.corsOrigins, [
    '/payment/webhook',
    '/payment/sandbox/v1/payments/:paymentId/refund',
    '/webhooks/whatsapp',
    '/whatsapp/sandbox/:version/:phoneNumberId/messages',
  ]);
  installNulGuard(app);
  if (config.rateLimits) await installRateLimits(app, database.db, config.redisUrl);
  await app.register(cookie);
  const sessions = new SessionStore(database.db, config.production);
  installSessions(app, sessions);
  // Checkout calls sent twice (a retry, a proxy resending to another instance) are done once.
  installIdempotencyKeys(app, database.db);
  // The API serves JSON and images, never a page: nothing in its answers may run or be framed.
  const headers = securityHeaders(SHUT_CONTENT_SECURITY_POLICY, { hsts: config.production });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  if (config.apiDocs) await installApiReference(app, config.publicUrl);

  // Only for reply.sendFile of variants (ranges, ETags, 304s): the media routes decide what is served.
  await app.register(fastifyStatic, { root: variants.cacheDir, serve: false, immutable: true, maxAge: '365d' });
  await app.register(mediaRoutes, { media, variants });
  await app.register(healthRoutes, { database, lifecycle: app.lifecycle });
  if (config.benchCeiling) await app.register(benchCeilingRoute);
  const catalog = new CatalogCache(database.db);
  // Any write may have changed products (the trigger knows): the next catalogue read checks.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) catalog.changed();
  });
  await app.register(catalogRoutes, { db: database.db, media, cache: catalog });
  const sms = smsSender(config, (line) => app.log.info(line), metrics);
  const otp = new OtpService(database.db, sms, config.keys.otp);
  const captcha = new Captcha(database.db, config.keys.captcha, config.captchaMaxCounter);
  await app.register(authRoutes, { db: database.db, otp, sessions, captcha, admins: new AdminSignIn(database.db) });
  // Guards are scopes: each group's onRequest hook decides who reaches its routes (http/guards.ts).
  await forCustomers(app, addressRoutes, { db: database.db });
  await forCustomers(app, measurementRoutes, { db: database.db });
  await forCustomers(app, ratingRoutes, { db: database.db, jobs, media });
  await app.register(reviewRoutes, { db: database.db, media });
  await forAdmins(app, adminReviewRoutes, { db: database.db, media });
  await forCustomers(app, profileRoutes, { db: database.db });
  await forCustomers(app, wishlistRoutes, {
    db: database.db,
    store: { whatsapp: config.whatsapp.provider !== 'off' },
  });
  await app.register(uploadRoutes, { db: database.db, media, config });
  const images = productImageStore(config, database.db, media);
  await forAdmins(app, adminProductRoutes, { db: database.db, media, images, jobs });
  await forAdmins(app, adminOrderRoutes, { db: database.db, jobs });
  await forAdmins(app, adminCouponRoutes, { db: database.db });

  const db = database.db;
  const { provider, sandbox } = paymentProvider(config, db);
  const mail = mailer(config);
  await forAdmins(app, productionRoutes, { db: database.db, jobs });
  await forAdmins(app, jobRoutes, { jobs });
  const payments = {
    db,
    provider,
    jobs,
    // The confirmation (e-mail, WhatsApp) is a job of the order's own transaction: both commit or neither.
    onOrderCreated: async (tx: Database, order: OrderRow) => {
      if (order.email || (config.whatsapp.provider !== 'off' && (await isOptedIn(tx, order.phone))))
        await jobs.enqueue(tx, 'order-confirmation', { orderId: order.id });
    },
    onPaymentRecorded: (payment: { unapplied: string | null }) =>
      metrics.payment(payment.unapplied ? 'unapplied' : 'captured'),
    onPaymentUnapplied: (payment: { paymentId: string; orderId: string | null; reason: string }) =>
      app.log.warn(payment, 'captured payment not applied: refund it from the admin panel'),
    metrics,
    dispatchDays: config.dispatchDays,
    stockHoldMinutes: config.stockHoldMinutes,
    holdCap: { maxPerSize: config.stockHoldMaxPerSize, perClient: config.rateLimits },
  };
  const guests = new GuestAccess(db);
  // Refunds through the provider; a processed one finishes its return.
  const refunds = new ProviderRefunds({
    db,
    provider,
    owner: returnRefundOwner({ db, jobs, config, metrics }),
    metrics,
    crashAfterProviderRefund: config.crashAfterProviderRefund,
    log: (message, detail) => app.log.warn(detail, message),
  });
  await app.register(couponRoutes, { db });
  await app.register(paymentRoutes, {
    ...payments,
    media,
    sandbox,
    sandboxWebhookDelayMs: config.sandboxWebhookDelayMs,
    jobs,
    // A return's refund, else an unapplied payment's refund from the desk.
    onRefundProcessed: async (refund) =>
      (await refunds.processed(refund)) || (await unappliedRefundProcessed(db, refund)),
  });
  if (sandbox)
    // The sandbox's refunds go through Razorpay's REST call, answered by its own route.
    sandbox.transport = async (path, init = {}) => {
      const method = init.method === 'POST' ? 'POST' : 'GET';
      const response = await app.inject({
        method,
        url: `/payment/sandbox/v1${path}`,
        headers: {
          ...(init.headers as Record<string, string> | undefined),
          authorization: `Basic ${Buffer.from(`${provider.keyId}:${provider.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        ...(method === 'POST' ? { payload: String(init.body ?? '{}') } : {}),
      });
      return { status: response.statusCode, body: response.json() };
    };
  const returns = { db, jobs, media, returnWindowDays: config.returnWindowDays };
  await app.register(orderRoutes, {
    ...payments,
    guests,
    afterSale: (rows) => afterSaleOf(db, media, config.returnWindowDays, rows),
  });
  await app.register(customerReturnRoutes, { ...returns, guests, config });
  await forAdmins(app, deskReturnRoutes, { db, jobs, media, refunds, config, metrics });
  const cashConfirmation = new CashConfirmation(config.keys['cash-confirm'], config.shopUrl);
  await app.register(cashOrderRoutes, {
    ...payments,
    media,
    otp,
    rules: config.cashOnDelivery,
    jobs,
    guests,
    confirmation: cashConfirmation,
  });
  await forAdmins(app, cashDeskRoutes, { db, jobs });
  await app.register(shortLinkRoutes, {
    db,
    shopUrl: config.shopUrl,
    targets: { 'cash-confirm': (orderId) => cashConfirmation.link(orderId) },
  });
  const { whatsapp, whatsappSandbox } = whatsappProvider(app, config, db, jobs);
  await app.register(whatsappRoutes, {
    db,
    jobs,
    config: config.whatsapp,
    sandbox: whatsappSandbox,
    confirmation: cashConfirmation,
  });
  await app.register(taxRulesRoutes, { config });
  await app.register(pincodeRoutes);
  await app.register(deliveryRoutes, { db, config });
  // Tax invoices and payment receipts: the shopper's own, and any order's from the desk.
  await app.register(documentRoutes, {
    db,
    config,
    orderFor: ownOrder(db, guests),
    prefix: '/orders',
    rateLimited: true,
  });
  await forAdmins(app, documentRoutes, { db, config, orderFor: anyOrderOnRecord(db), prefix: '/admin/orders' });
  await forAdmins(app, paymentDeskRoutes, { db, provider, refunds });
  await forAdmins(app, deskGuestLinkRoutes, { guests });
  const handlers = config.jobs.inProcess
    ? jobHandlers({
        db,
        mail,
        sms,
        whatsapp,
        // Through the webhook route itself, signed with the app secret as Meta signs.
        deliverWhatsAppWebhook: async (body) => {
          const response = await app.inject({
            method: 'POST',
            url: '/webhooks/whatsapp',
            headers: {
              'content-type': 'application/json',
              'x-hub-signature-256': hubSignature(body, config.whatsapp.appSecret),
            },
            payload: body,
          });
          if (response.statusCode !== 200)
            throw new Error(`WhatsApp webhook refused (${response.statusCode}): ${response.body}`);
        },
        // Through the webhook route itself, signed as Razorpay signs, so the sandbox tests that path.
        deliverWebhook: async (eventId, body) => {
          const response = await app.inject({
            method: 'POST',
            url: '/payment/webhook',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': webhookSignature(body, provider.webhookSecret),
              'x-razorpay-event-id': eventId,
            },
            payload: body,
          });
          if (response.statusCode !== 200)
            throw new Error(`webhook refused (${response.statusCode}): ${response.body}`);
        },
        removeProductImages: (gone) => images.remove(gone),
        media,
        sweepUploads: () => sweepAbandonedUploads(db, media),
        releaseHolds: () => releaseExpiredHolds(db, new Date()),
        sweepRefunds: () => refunds.sweep(),
        cancelUnconfirmedCash: () => cancelUnconfirmedCashOrders(db, new Date()),
        cashConfirmation,
        shopUrl: config.shopUrl,
        orderLinks: new OrderLinks(db, config.keys['order-link'], config.shopUrl),
        jobExpirySeconds: config.jobs.tuning.expireInSeconds,
        // Rows that can no longer grant or count anything: ended sessions, dead guest links, old
        // sign-in failures (unknown e-mails add rows too), finished rate-limit windows and
        // idempotent answers past their day.
        sweepRecords: async () => {
          await Promise.all([
            sessions.sweep(),
            guests.sweep(),
            new AdminSignIn(db).sweep(),
            sweepRateLimits(db),
            sweepIdempotentAnswers(db),
          ]);
        },
        log: (message, detail) => app.log.info(detail, message),
      })
    : null;
  schemaWatch = await startJobsWhenSchemaCurrent(database, jobs, handlers, {
    warn: (message) => app.log.warn(message),
    error: (error) => app.log.error({ err: error }, 'jobs: could not start'),
  });
  return app;
}
