import type { FastifyInstance } from 'fastify';
import { ProcessMetrics } from '@store/shared/process-metrics';
import { Gauge } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { JobQueue } from '../jobs/queue';

/** What a payment did: the checkout opened it, the provider captured it, it failed, or it could not be applied. */
export type PaymentEvent = 'created' | 'captured' | 'failed' | 'unapplied';
/** What became of a signed webhook: work done, a repeat skipped, or refused (bad signature or id). */
export type WebhookOutcome = 'applied' | 'duplicate' | 'rejected';

/**
 * The API's Prometheus metrics, one registry per app (tests build several apps in a process).
 * They are served on their own listener (metricsServer.ts), never on the public port.
 */
export class ApiMetrics extends ProcessMetrics {
  private readonly requests = this.counter(
    'store_http_requests_total',
    'HTTP requests answered, by route pattern and status code',
    ['method', 'route', 'status'],
  );
  private readonly latency = this.histogram(
    'store_http_request_duration_seconds',
    'Time to answer, by route pattern',
    ['method', 'route'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  );
  private readonly payments = this.counter(
    'store_payments_total',
    'Payments: created (payment order opened), captured (recorded), failed (declined), unapplied (to refund)',
    ['event'],
    (['created', 'captured', 'failed', 'unapplied'] satisfies PaymentEvent[]).map((event) => ({ event })),
  );
  private readonly webhooks = this.counter(
    'store_payment_webhooks_total',
    "The payment provider's webhooks: applied, duplicate (already seen) or rejected (bad signature)",
    ['outcome'],
    (['applied', 'duplicate', 'rejected'] satisfies WebhookOutcome[]).map((outcome) => ({ outcome })),
  );
  private readonly otp = this.counter(
    'store_otp_sends_total',
    'Sign-in codes handed to the SMS gateway (sent) or refused by it (failed)',
    ['outcome'],
    [{ outcome: 'sent' }, { outcome: 'failed' }],
  );
  private readonly variants = this.counter(
    'store_image_variants_made_total',
    'Resized image variants encoded (each is then kept on disk)',
    ['format'],
  );
  private readonly refunds = this.counter(
    'store_refunds_total',
    "Returns' refunds: started (asked of the provider, or owed to a customer's account) and processed (the provider's refund.processed, or the payout recorded)",
    ['event', 'to'],
    ['started', 'processed'].flatMap((event) => ['provider', 'account'].map((to) => ({ event, to }))),
  );

  constructor(database?: DatabaseHandle, jobs?: Pick<JobQueue, 'counts'>) {
    super('store_api_');
    new Gauge({
      name: 'store_db_pool_connections',
      help: 'Database connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { total, idle, waiting } = database?.poolStats() ?? { total: 0, idle: 0, waiting: 0 };
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    if (!jobs) return;
    // Read from the queue's table at each scrape: every instance reports the same shared queue.
    new Gauge({
      name: 'store_jobs',
      help: 'Background jobs by state: queued, running, retrying (failed, will retry), dead (out of attempts)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const counts = await jobs.counts();
        for (const state of ['queued', 'running', 'retrying', 'dead'] as const) this.set({ state }, counts[state]);
      },
    });
    new Gauge({
      name: 'store_jobs_oldest_waiting_seconds',
      help: 'Age of the oldest job that is due and not yet taken (queued or retrying); 0 when none',
      registers: [this.registry],
      async collect() {
        this.set((await jobs.counts()).oldestSeconds);
      },
    });
  }

  /** Counts every answer by its route pattern (never the raw URL: ids would explode the series). */
  instrument(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      this.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });
  }

  payment(event: PaymentEvent): void {
    this.payments.inc({ event });
  }

  webhook(outcome: WebhookOutcome): void {
    this.webhooks.inc({ outcome });
  }

  refund(event: 'started' | 'processed', to: 'provider' | 'account'): void {
    this.refunds.inc({ event, to });
  }

  otpSend(outcome: 'sent' | 'failed'): void {
    this.otp.inc({ outcome });
  }

  variantMade(format: string): void {
    this.variants.inc({ format });
  }
}
