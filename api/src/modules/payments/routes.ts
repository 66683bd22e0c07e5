import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSuccessAnswer, messageAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { ApiMetrics } from '../../observability/metrics';
import type { SandboxPayments } from '../../providers/payment/sandbox';
import { isValidWebhookSignature } from '../../providers/payment/signature';
import { RefundError, type PaymentProvider } from '../../providers/payment/types';
import { sameSecret } from '../../http/hmac';
import type { JobQueue } from '../../jobs/queue';
import { idempotent } from '../../http/idempotency';
import { markWebhookSeen, paymentRecorded, webhookSeen } from './paymentsRepository';

/** `late`: a payment begun before another paid the order, that completes after it (see SandboxPayments.pay). */
const sandboxAttempt = { orderId: z.string().min(1).max(100), late: z.boolean().optional() };
const sandboxPaySchema = z.discriminatedUnion('method', [
  z.object({
    ...sandboxAttempt,
    method: z.literal('card'),
    cardNumber: z.string().max(30),
    expiry: z.string().max(10),
    cvv: z.string().max(4),
  }),
  z.object({ ...sandboxAttempt, method: z.literal('upi'), vpa: z.string().max(100) }),
]);

interface Options {
  db: Database;
  provider: PaymentProvider;
  /** Payment outcomes the webhook counts (failed; webhooks). */
  metrics?: Pick<ApiMetrics, 'payment' | 'webhook'>;
  /**
   * A captured payment the webhook reports, not yet recorded: checkout makes its order (or adds
   * it to its balance), wired in app.ts. 404 when no checkout of this store opened its order.
   */
  onPaymentCaptured: (providerOrderId: string, paymentId: string) => Promise<unknown>;
  sandbox: SandboxPayments | null;
  /** How long the sandbox waits before sending its webhook (Razorpay's arrive after the browser's call, usually). */
  sandboxWebhookDelayMs: number;
  jobs: JobQueue;
  /** The provider's refund.processed: false when the refund is none of the returns' (see returns/refunds.ts). */
  onRefundProcessed?: (refund: { id: string; paymentId: string }) => Promise<boolean>;
}

/** Razorpay's refund request body: the amount in paise (the whole payment when absent). */
const sandboxRefundSchema = z.object({
  amount: z.number().int().positive().optional(),
  speed: z.enum(['normal', 'optimum']).optional(),
  notes: z.record(z.string(), z.string()).optional(),
});
const sandboxRefundParams = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9]{14}$/, 'Invalid payment id') });

export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, provider, sandbox } = options;

  // The webhook needs the exact bytes Razorpay signed: JSON stays a Buffer in this scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/payment/webhook', async (request) => {
      const raw = request.body as Buffer;
      const signature = String(request.headers['x-razorpay-signature'] ?? '');
      const eventId = String(request.headers['x-razorpay-event-id'] ?? '');
      const refusal =
        !Buffer.isBuffer(raw) || !isValidWebhookSignature(raw, signature, provider.webhookSecret)
          ? 'x-razorpay-signature: does not match the body'
          : !eventId
            ? 'x-razorpay-event-id: missing'
            : null;
      if (refusal) {
        options.metrics?.webhook('rejected');
        throw new HttpError(400, refusal);
      }
      if (await webhookSeen(db, eventId)) {
        options.metrics?.webhook('duplicate');
        return { status: 'duplicate' };
      }
      const event = JSON.parse(raw.toString('utf8')) as {
        event?: string;
        payload?: {
          payment?: { entity?: { id?: string; order_id?: string } };
          refund?: { entity?: { id?: string; payment_id?: string } };
        };
      };
      const refund = event.payload?.refund?.entity;
      if (event.event === 'refund.processed' && refund?.id && refund.payment_id)
        await options.onRefundProcessed?.({ id: refund.id, paymentId: refund.payment_id });
      const payment = event.payload?.payment?.entity;
      if (event.event === 'payment.failed') options.metrics?.payment('failed');
      const captured = event.event === 'payment.captured' || event.event === 'order.paid';
      // Most webhooks come after the shopper's own call placed the order: one read says so,
      // instead of checkout's reads and transaction.
      if (captured && payment?.id && payment.order_id && !(await paymentRecorded(db, payment.id))) {
        try {
          await options.onPaymentCaptured(payment.order_id, payment.id);
        } catch (error) {
          // A payment this store never started (another integration on the account) is not ours.
          if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        }
      }
      // Recorded after the work: a failure above makes Razorpay retry, and the retry is not skipped.
      await markWebhookSeen(db, eventId);
      options.metrics?.webhook('applied');
      return { status: 'ok' };
    });
  });

  if (sandbox) {
    /**
     * The sandbox's webhook is a job of the capture's or refund's own transaction, due a moment
     * later: it arrives even if this process dies right after, and never without the change.
     */
    const queueWebhook = async (tx: Database, event: { id: string; body: string }) => {
      await options.jobs.enqueue(
        tx,
        'sandbox-webhook',
        { eventId: event.id, body: event.body },
        { startAfterSeconds: options.sandboxWebhookDelayMs / 1000 },
      );
    };
    /** The sandbox widget's Pay button: Razorpay's side of a test payment, then its webhook. */
    app.post(
      '/payment/sandbox/pay',
      {
        ...idempotent('kept'),
        schema: { body: sandboxPaySchema, response: { 200: paymentSuccessAnswer, '4xx': messageAnswer.loose() } },
      },
      async (request, reply) => {
        const { orderId, ...attempt } = request.body;
        // The answer is kept with the capture and its webhook job, so the same call sent again
        // gets this payment, not 'already paid'.
        const outcome = await sandbox.pay(orderId, attempt, async (tx, event, answer) => {
          await queueWebhook(tx, event);
          await request.idempotency?.keep(tx, answer);
        });
        if (!outcome.ok) {
          options.metrics?.payment('failed');
          return reply.code(outcome.status).send({ message: outcome.error.description, error: outcome.error });
        }
        return outcome.response;
      },
    );

    /**
     * Razorpay's refund API as the sandbox answers it (basic auth with the key id and secret, the
     * amount in paise): the refund entity, pending; its signed refund.processed webhook follows.
     */
    app.post(
      '/payment/sandbox/v1/payments/:paymentId/refund',
      { schema: { params: sandboxRefundParams, body: sandboxRefundSchema } },
      async (request, reply) => {
        const expected = `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`;
        if (!sameSecret(expected, request.headers.authorization))
          return reply.code(401).send({
            error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
          });
        const { paymentId } = request.params;
        const payment = await sandbox.fetchPayment(paymentId);
        if (!payment)
          return reply
            .code(400)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        try {
          // A refund recorded without its webhook would stay 'on its way' for ever.
          return await sandbox.processRefund(paymentId, request.body.amount ?? payment.amountPaise, queueWebhook);
        } catch (error) {
          if (!(error instanceof RefundError)) throw error;
          return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: error.message } });
        }
      },
    );
  }
};
