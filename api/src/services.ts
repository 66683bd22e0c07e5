import { JOBS } from './allJobs';
import type { ApiConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { JobQueue } from './jobs/queue';
import { ImageVariants } from './media/imageVariants';
import { mediaStoreFor } from './media/mediaStore';
import { AdminSignIn } from './modules/auth/adminSignIn';
import { Captcha } from './modules/auth/captcha';
import { OtpService } from './modules/auth/otpService';
import { SessionStore } from './modules/auth/sessions';
import { CatalogCache } from './modules/catalog/catalogCache';
import { MemorySearch } from './modules/search/memorySearch';
import { PostgresSearch } from './modules/search/postgresSearch';
import { CashConfirmation } from './modules/checkout/cash/cashConfirmation';
import { GuestAccess } from './modules/orders/guestAccess';
import { sandboxTransport } from './modules/payments/sandboxApi';
import { OrderLinks } from './modules/orders/orderLinks';
import { productImageStore } from './modules/uploads';
import { ApiMetrics } from './observability/metrics';
import { courierProvider } from './providers/courier';
import { mailer } from './providers/email';
import { paymentProvider } from './providers/payment';
import { smsSender } from './providers/sms';
import { cloudWhatsApp, SandboxWhatsApp, type WhatsAppSender } from './providers/whatsapp';

/** Where a process writes what it has to say (Fastify's logger in the API, JSON lines in the worker). */
export interface Log {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/**
 * The Cloud API client, or none when WhatsApp is off. In the sandbox the same client speaks to
 * the sandbox's copy of the Graph API send call, so its requests are checked as Meta checks them.
 */
function whatsappProvider(config: ApiConfig, db: Database, jobs: JobQueue) {
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
      // '/v21.0/{phone number id}/messages', as the client calls Meta.
      transport: async (path, init) =>
        whatsappSandbox.accept(path.split('/')[2] ?? '', init.headers.authorization, JSON.parse(init.body)),
    },
    'sandbox',
  );
  return { whatsapp, whatsappSandbox };
}

/**
 * What the store's modules are made of, built once per process from the configuration: the
 * database, the job queue, the metrics, the media store and every provider at the edge of the
 * internet (payments, couriers, texts, e-mail, WhatsApp), and the few services several modules share.
 * The API (app.ts) hands it to each module's plugin; the worker (worker.ts) to each module's jobs.
 * A module's plugin names the part it needs in its own options type, so nothing here is imported
 * back by a module.
 */
export function storeServices(config: ApiConfig, database: DatabaseHandle, log: Log) {
  const db = database.db;
  const catalog = new CatalogCache(db);
  const jobs = new JobQueue(database, JOBS, config.jobs.tuning, (error) => log.error({ err: error }, 'job queue'));
  const metrics = new ApiMetrics(database, jobs);
  const media = mediaStoreFor(config);
  const variants = new ImageVariants(media, config.mediaCacheDir, config.mediaCacheMaxBytes, (format) =>
    metrics.variantMade(format),
  );
  const sms = smsSender(config, (line) => log.info({}, line), metrics);
  const { provider, sandbox } = paymentProvider(config, db);
  // The sandbox's refunds go through Razorpay's REST call, answered in process.
  if (sandbox) sandbox.transport = sandboxTransport({ sandbox, jobs, webhookDelayMs: config.sandboxWebhookDelayMs });
  const { whatsapp, whatsappSandbox } = whatsappProvider(config, db, jobs);
  const { provider: courier, sandbox: courierSandbox } = courierProvider(config, db);
  return {
    config,
    database,
    db,
    log,
    jobs,
    metrics,
    media,
    variants,
    images: productImageStore(config, db, media),
    catalog,
    search: config.searchEngine === 'memory' ? new MemorySearch(db, catalog) : new PostgresSearch(db, catalog),
    sms,
    mail: mailer(config),
    whatsapp,
    whatsappSandbox,
    provider,
    sandbox,
    courier,
    courierSandbox,
    otp: new OtpService(db, sms, config.keys.otp),
    captcha: new Captcha(db, config.keys.captcha, config.captchaMaxCounter),
    sessions: new SessionStore(db, config.production),
    admins: new AdminSignIn(db),
    guests: new GuestAccess(db),
    orderLinks: new OrderLinks(db, config.keys['order-link'], config.shopUrl),
    cashConfirmation: new CashConfirmation(config.keys['cash-confirm'], config.shopUrl),
  };
}

export type StoreServices = ReturnType<typeof storeServices>;
