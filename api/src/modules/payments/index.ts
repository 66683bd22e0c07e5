import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { ApiMetrics } from '../../observability/metrics';
import type { SandboxPayments } from '../../providers/payment/sandbox';
import type { PaymentProvider } from '../../providers/payment/types';
import { paymentRoutes } from './routes';
import type { WebhookDeps } from './webhook';

/** Payments: the provider's webhook, and the sandbox's Razorpay (its widget's payments and refund API). */
export const paymentsModule: FastifyPluginAsync<{
  db: Database;
  provider: PaymentProvider;
  metrics: ApiMetrics;
  jobs: JobQueue;
  sandbox: SandboxPayments | null;
  config: { sandboxWebhookDelayMs: number };
  paymentWebhook: Pick<WebhookDeps, 'onPaymentCaptured' | 'onRefundProcessed'>;
}> = async (app, { db, provider, metrics, jobs, sandbox, config, paymentWebhook }) => {
  await app.register(paymentRoutes, {
    ...paymentWebhook,
    db,
    provider,
    metrics,
    jobs,
    sandbox,
    sandboxWebhookDelayMs: config.sandboxWebhookDelayMs,
  });
};
