import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyPluginCallback } from 'fastify';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { installHttp } from './http/installHttp';
import { startJobsWhenSchemaCurrent } from './jobs/whenSchemaCurrent';
import type { JobQueue } from './jobs/queue';
import { addressesModule } from './modules/addresses';
import { authModule, installSessions } from './modules/auth';
import { catalogModule } from './modules/catalog';
import { searchModule } from './modules/search';
import { checkoutModule } from './modules/checkout';
import { couponsModule } from './modules/coupons';
import { giftCardsModule } from './modules/giftCards';
import { healthModule } from './modules/health';
import type { Lifecycle } from './modules/health/routes';
import { measurementsModule } from './modules/measurements';
import { mediaModule } from './modules/media';
import { opsModule } from './modules/ops';
import { ordersModule } from './modules/orders';
import { paymentsModule } from './modules/payments';
import { pincodesModule } from './modules/pincodes';
import { profileModule } from './modules/profile';
import { ratingsModule } from './modules/ratings';
import { bagsModule } from './modules/bags';
import { reportsModule } from './modules/reports';
import { shippingModule } from './modules/shipping';
import { shortLinksModule } from './modules/shortLinks';
import { storeCreditModule } from './modules/storeCredit';
import { uploadsModule } from './modules/uploads';
import { whatsappModule } from './modules/whatsapp';
import { wishlistModule } from './modules/wishlist';
import type { ApiMetrics } from './observability/metrics';
import {
  courierSandboxHttp,
  SANDBOX_SHIPROCKET_POSTS,
  SANDBOX_SHIPROCKET_PREFIX,
} from './providers/courier/sandboxHttp';
import { storeServices, type StoreServices } from './services';
import { storeJobs } from './storeJobs';
import { storeWiring, type StoreWiring } from './wiring';

declare module 'fastify' {
  interface FastifyInstance {
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

/** What each module's plugin is handed: it takes the parts its options name. */
type ModuleContext = StoreServices & StoreWiring & { lifecycle: Lifecycle };

/**
 * The store's modules, in the order they register. Each is a Fastify plugin that registers its
 * own routes behind its own guards, from the services and wiring it names in its options.
 */
const MODULES: (FastifyPluginAsync<ModuleContext> | FastifyPluginCallback<ModuleContext>)[] = [
  healthModule,
  mediaModule,
  catalogModule,
  searchModule,
  authModule,
  addressesModule,
  measurementsModule,
  profileModule,
  wishlistModule,
  bagsModule,
  ratingsModule,
  uploadsModule,
  reportsModule,
  opsModule,
  couponsModule,
  paymentsModule,
  giftCardsModule,
  storeCreditModule,
  checkoutModule,
  ordersModule,
  shortLinksModule,
  whatsappModule,
  pincodesModule,
  shippingModule,
];

/** Fastify's trustProxy: a hop count becomes "trust the first N hops" (as proxy-addr reads a number). */
function trustProxy(setting: ApiConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the API without listening: the server listens, tests use app.inject. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: trustProxy(config.trustProxy) });
  if (config.production && config.payments.provider === 'sandbox')
    app.log.warn(
      'PAYMENTS=sandbox: this store takes NO real money; every payment is a test payment on the offline sandbox',
    );
  const services = storeServices(config, database, app.log);
  const wiring = storeWiring(services);
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.decorate('jobs', services.jobs);
  app.decorate('metrics', services.metrics);
  let schemaWatch: { stop(): Promise<void> } | null = null;
  // Running jobs finish (or are left to be retried) before the database closes.
  app.addHook('onClose', async () => {
    await schemaWatch?.stop();
    await services.jobs.stop();
  });
  services.metrics.instrument(app);
  // Signed or key-authenticated provider calls: the webhooks, and the sandboxes' copies of Razorpay's
  // refund API, of WhatsApp's Cloud API and of Shiprocket's API (bearer token).
  await installHttp(app, config, database, [
    '/payment/webhook',
    '/payment/sandbox/v1/payments/:paymentId/refund',
    '/webhooks/whatsapp',
    '/webhooks/courier',
    '/whatsapp/sandbox/:version/:phoneNumberId/messages',
    ...SANDBOX_SHIPROCKET_POSTS,
  ]);
  installSessions(app, services.sessions);

  for (const module of MODULES) await app.register(module, { ...services, ...wiring, lifecycle });
  // The courier sandbox's copy of Shiprocket's API, which the live client can be pointed at (never in production).
  if (services.courierSandbox && !config.production)
    await app.register(courierSandboxHttp, {
      prefix: SANDBOX_SHIPROCKET_PREFIX,
      sandbox: services.courierSandbox,
      email: config.courier.email,
      password: config.courier.password,
    });

  schemaWatch = await startJobsWhenSchemaCurrent(
    database,
    services.jobs,
    config.jobs.inProcess ? storeJobs(services, wiring) : null,
    {
      warn: (message) => app.log.warn(message),
      error: (error) => app.log.error({ err: error }, 'jobs: could not start'),
    },
  );
  return app;
}
