import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSuccessAnswer, messageAnswer } from '@store/shared/schemas';
import type { SandboxPayments } from '../../providers/payment/sandbox';
import type { JobQueue } from '../../jobs/queue';
import { idempotent } from '../../http/idempotency';
import { idempotencyKeyOf, sandboxRefund, sandboxRefundsOf, sandboxWebhookQueue } from './sandboxApi';
import { receiveWebhook, type WebhookDeps } from './webhook';

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

interface Options extends WebhookDeps {
  sandbox: SandboxPayments | null;
  /** How long the sandbox waits before sending its webhook (Razorpay's arrive after the browser's call, usually). */
  sandboxWebhookDelayMs: number;
  jobs: JobQueue;
}

/** Razorpay's refund request body: the amount in paise (the whole payment when absent). */
const sandboxRefundSchema = z.object({
  amount: z.number().int().positive().optional(),
  speed: z.enum(['normal', 'optimum']).optional(),
  notes: z.record(z.string(), z.string()).optional(),
  receipt: z.string().max(40).optional(),
});
const sandboxRefundParams = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9]{14}$/, 'Invalid payment id') });

export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { sandbox } = options;

  // The webhook needs the exact bytes Razorpay signed: JSON stays a Buffer in this scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/payment/webhook', async (request) =>
      receiveWebhook(
        options,
        request.body,
        request.headers['x-razorpay-signature'],
        request.headers['x-razorpay-event-id'],
      ),
    );
  });

  if (sandbox) {
    const sandboxApi = { sandbox, jobs: options.jobs, webhookDelayMs: options.sandboxWebhookDelayMs };
    const queueWebhook = sandboxWebhookQueue(sandboxApi);
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

    /** Razorpay's refund API as the sandbox answers it (sandboxApi.ts). */
    app.post(
      '/payment/sandbox/v1/payments/:paymentId/refund',
      { schema: { params: sandboxRefundParams, body: sandboxRefundSchema } },
      async (request, reply) => {
        const answer = await sandboxRefund(sandboxApi, {
          ...request.params,
          ...request.body,
          authorization: request.headers.authorization,
          amountPaise: request.body.amount,
          idempotencyKey: idempotencyKeyOf(request.headers['x-refund-idempotency']),
        });
        return reply.code(answer.status).send(answer.body);
      },
    );

    /** Razorpay's GET /payments/{id}/refunds as the sandbox answers it: how the store finds a refund it never recorded. */
    app.get(
      '/payment/sandbox/v1/payments/:paymentId/refunds',
      { schema: { params: sandboxRefundParams } },
      async (request, reply) => {
        const answer = await sandboxRefundsOf(sandboxApi, {
          ...request.params,
          authorization: request.headers.authorization,
        });
        return reply.code(answer.status).send(answer.body);
      },
    );
  }
};
