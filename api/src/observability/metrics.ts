import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

/** What a payment did: the checkout opened it, the provider captured it, it failed, or it could not be applied. */
export type PaymentEvent = 'created' | 'captured' | 'failed' | 'unapplied';
/** What became of a signed webhook: work done, a repeat skipped, or refused (bad signature or id). */
export type WebhookOutcome = 'applied' | 'duplicate' | 'rejected';

/**
 * The API's Prometheus metrics, one registry per app (tests build several apps in a process).
 * They are served on their own listener (metricsServer.ts), never on the public port.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'store_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: 'Time to answer, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly payments = new Counter({
    name: 'store_payments_total',
    help: 'Payments: created (payment order opened), captured (recorded), failed (declined), unapplied (to refund)',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });
  private readonly webhooks = new Counter({
    name: 'store_payment_webhooks_total',
    help: "The payment provider's webhooks: applied, duplicate (already seen) or rejected (bad signature)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly otp = new Counter({
    name: 'store_otp_sends_total',
    help: 'Sign-in codes handed to the SMS gateway (sent) or refused by it (failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly variants = new Counter({
    name: 'store_image_variants_made_total',
    help: 'Resized image variants encoded (each is then kept on disk)',
    labelNames: ['format'] as const,
    registers: [this.registry],
  });

  constructor(database?: DatabaseHandle) {
    collectDefaultMetrics({ register: this.registry, prefix: 'store_api_' });
    for (const label of ['created', 'captured', 'failed', 'unapplied'] satisfies PaymentEvent[])
      this.payments.inc({ event: label }, 0);
    for (const label of ['applied', 'duplicate', 'rejected'] satisfies WebhookOutcome[])
      this.webhooks.inc({ outcome: label }, 0);
    for (const label of ['sent', 'failed']) this.otp.inc({ outcome: label }, 0);
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

  otpSend(outcome: 'sent' | 'failed'): void {
    this.otp.inc({ outcome });
  }

  variantMade(format: string): void {
    this.variants.inc({ format });
  }
}
