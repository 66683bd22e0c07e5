import type { FastifyPluginAsync } from 'fastify';
import type { JobQueue } from '../../jobs/queue';
import type { MediaStore } from '../../media/mediaStore';
import type { SandboxPayments } from '../../providers/payment/sandbox';
import type { PaymentDeps } from './completePayment';
import { paymentRoutes } from './routes';
import type { WebhookDeps } from './webhook';

/** Payments: starting and releasing a card/UPI checkout, the provider's webhook, and the sandbox's Razorpay. */
export const paymentsModule: FastifyPluginAsync<{
  jobs: JobQueue;
  media: MediaStore;
  sandbox: SandboxPayments | null;
  config: { sandboxWebhookDelayMs: number };
  checkout: PaymentDeps;
  paymentWebhook: Pick<WebhookDeps, 'onCaptured' | 'onRefundProcessed'>;
}> = async (app, { jobs, media, sandbox, config, checkout, paymentWebhook }) => {
  await app.register(paymentRoutes, {
    ...checkout,
    ...paymentWebhook,
    jobs,
    media,
    sandbox,
    sandboxWebhookDelayMs: config.sandboxWebhookDelayMs,
  });
};
