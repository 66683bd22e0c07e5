import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { ApiMetrics } from '../../observability/metrics';
import type { SandboxPayments } from '../../providers/payment/sandbox';
import type { PaymentProvider } from '../../providers/payment/types';
import { forStaff } from '../../http/guards';
import { paymentDeskRoutes } from './deskRoutes';
import type { ProviderRefunds } from './refunds/providerRefunds';
import { paymentRoutes } from './routes';
import type { WebhookDeps } from './webhook';

/**
 * Payments: the provider's webhook, refunds through the provider (and their recovery), the desk's
 * unapplied payments and stuck refunds, and the sandbox's Razorpay (its widget's payments, refund API).
 */
export const paymentsModule: FastifyPluginAsync<{
  db: Database;
  provider: PaymentProvider;
  metrics: ApiMetrics;
  jobs: JobQueue;
  sandbox: SandboxPayments | null;
  config: { sandboxWebhookDelayMs: number };
  paymentWebhook: Pick<WebhookDeps, 'onPaymentCaptured' | 'onRefundProcessed'>;
  refunds: ProviderRefunds;
}> = async (app, { db, provider, metrics, jobs, sandbox, config, paymentWebhook, refunds }) => {
  await app.register(paymentRoutes, {
    ...paymentWebhook,
    db,
    provider,
    metrics,
    jobs,
    sandbox,
    sandboxWebhookDelayMs: config.sandboxWebhookDelayMs,
  });
  await forStaff('payments')(app, paymentDeskRoutes, { db, provider, refunds });
};
