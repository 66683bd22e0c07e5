import { randomUUID } from 'node:crypto';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@store/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentOrderSchema,
  releasedAnswer,
  releaseSchema,
  openedPaymentAnswer,
  paymentSuccessAnswer,
  messageAnswer,
  refusalOf,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { HttpError, refused } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import type { SandboxPayments } from '../../providers/payment/sandbox';
import { isValidWebhookSignature } from '../../providers/payment/signature';
import { RefundError } from '../../providers/payment/types';
import { sameSecret } from '../../http/hmac';
import type { JobQueue } from '../../jobs/queue';
import { completePayment, type PaymentDeps } from './completePayment';
import { priceCheckout } from './pricing';
import { idempotent, keptAnswer } from '../../http/idempotency';
import { limited } from '../../http/rateLimits';
import { findPincode } from '../pincodes/pincodeDirectory';
import { holdCapOf, holdStock, releaseHolds } from '../stock/holds';
import { findCheckout, insertCheckout, markWebhookSeen, paymentRecorded, webhookSeen } from './paymentsRepository';

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

interface Options extends PaymentDeps {
  media: MediaStore;
  sandbox: SandboxPayments | null;
  /** How long the sandbox waits before sending its webhook (Razorpay's arrive after the browser's call, usually). */
  sandboxWebhookDelayMs: number;
  jobs: JobQueue;
  /** The provider's refund.processed, with the receipt the store named it by (see refunds/providerRefunds.ts). */
  onRefundProcessed?: (refund: { id: string; paymentId: string; receipt: string | null }) => Promise<boolean>;
}

/** Razorpay's refund request body: the amount in paise (the whole payment when absent). */
const sandboxRefundSchema = z.object({
  amount: z.number().int().positive().optional(),
  speed: z.enum(['normal', 'optimum']).optional(),
  notes: z.record(z.string(), z.string()).optional(),
  receipt: z.string().max(40).optional(),
});
/** Razorpay's X-Refund-Idempotency key: 10 or more letters, digits, hyphens and underscores. */
const idempotencyKeyOf = (header: unknown) =>
  typeof header === 'string' && /^[A-Za-z0-9_-]{10,}$/.test(header) ? header : undefined;
const sandboxRefundParams = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9]{14}$/, 'Invalid payment id') });

export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, provider, media, sandbox } = options;

  /** Prices the cart on the server, stores the pending checkout and opens the provider's order. */
  app.post(
    '/payment/create-order',
    {
      ...idempotent('kept', limited('placeOrder')),
      schema: { body: createPaymentOrderSchema, response: { 200: openedPaymentAnswer } },
    },
    async (request) => {
      const input = request.body;
      if (!findPincode(input.shippingAddress.zip))
        throw refused(
          `shippingAddress.zip: We could not find pincode ${input.shippingAddress.zip}; please check it`,
          refusalOf('address.pincodeUnknown', { pincode: input.shippingAddress.zip }),
        );
      const priced = await priceCheckout(db, media, input, request.customer?.id ?? null);
      if (rupeesToPaise(input.amount) !== priced.amountPaise)
        throw refused(
          `amount: the amount due is now ${formatPaise(priced.amountPaise)}; please review your cart`,
          refusalOf('checkout.amountChanged', { amount: paiseToRupees(priced.amountPaise) }),
          {},
          409,
        );
      const order = await provider.createOrder(priced.amountPaise, `checkout-${Date.now()}`);
      // The stock, prices and coupon are held from here; the checkout and its holds are written
      // together, or neither is (a sold-out size leaves only an unused provider order behind).
      const holdExpiresAt = new Date(Date.now() + (options.stockHoldMinutes ?? 15) * 60_000);
      const checkoutId = randomUUID();
      const answer = {
        order,
        keyId: provider.keyId,
        provider: provider.name,
        holdExpiresAt: holdExpiresAt.toISOString(),
      };
      await db.transaction(async (tx) => {
        // First, so a second copy of this call waits here for the first to commit, then answers as it did.
        await request.idempotency?.keep(tx, answer);
        await insertCheckout(tx, {
          id: checkoutId,
          providerOrderId: order.id,
          lines: priced.lines,
          address: { ...input.shippingAddress, country: 'India' },
          guest: !request.customer,
          customerId: request.customer?.id ?? null,
          partial: input.partialPayment,
          couponCode: priced.couponCode,
          subtotalPaise: priced.subtotalPaise,
          discountPaise: priced.discountPaise,
          totalPaise: priced.totalPaise,
          amountPaise: priced.amountPaise,
          holdExpiresAt,
          whatsappUpdates: input.whatsappUpdates,
        });
        const shopper = {
          phone: input.shippingAddress.phone,
          client: request.ip,
          customerId: request.customer?.id ?? null,
        };
        await holdStock(tx, checkoutId, priced.lines, holdExpiresAt, holdCapOf(options.holdCap, shopper));
      });
      options.metrics?.payment('created');
      return answer;
    },
  );

  /**
   * The shopper closed the payment widget, or the payment failed: what the checkout held goes
   * back on sale at once. Only its payer knows the provider order id; a signed-in customer's
   * checkout is released only by them.
   */
  app.post(
    '/payment/release',
    {
      ...idempotent('kept', limited('placeOrder')),
      schema: { body: releaseSchema, response: { 200: releasedAnswer } },
    },
    async (request) => {
      const checkout = await findCheckout(db, request.body.orderId);
      if (!checkout || (checkout.customerId && checkout.customerId !== request.customer?.id))
        throw new HttpError(404, 'orderId: no checkout of yours was started with this payment order');
      const { body } = await keptAnswer(request, db, async (tx) => ({
        body: { released: await releaseHolds(tx, checkout.id) },
      }));
      return body;
    },
  );

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
          refund?: { entity?: { id?: string; payment_id?: string; receipt?: string | null } };
        };
      };
      const refund = event.payload?.refund?.entity;
      if (event.event === 'refund.processed' && refund?.id && refund.payment_id)
        await options.onRefundProcessed?.({
          id: refund.id,
          paymentId: refund.payment_id,
          receipt: refund.receipt ?? null,
        });
      const payment = event.payload?.payment?.entity;
      if (event.event === 'payment.failed') options.metrics?.payment('failed');
      const captured = event.event === 'payment.captured' || event.event === 'order.paid';
      // Most webhooks come after the shopper's own call placed the order: one read says so,
      // instead of completePayment's reads and transaction.
      if (captured && payment?.id && payment.order_id && !(await paymentRecorded(db, payment.id))) {
        try {
          await completePayment(options, payment.order_id, payment.id);
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

    /** Razorpay's basic auth: the key id and secret. */
    const keyAuthenticated = (authorization: string | undefined) =>
      sameSecret(`Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}`, authorization);
    const INVALID_KEY = { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } };

    /**
     * Razorpay's refund API as the sandbox answers it (basic auth with the key id and secret, the
     * amount in paise): the refund entity, pending; its signed refund.processed webhook follows.
     */
    app.post(
      '/payment/sandbox/v1/payments/:paymentId/refund',
      { schema: { params: sandboxRefundParams, body: sandboxRefundSchema } },
      async (request, reply) => {
        if (!keyAuthenticated(request.headers.authorization)) return reply.code(401).send(INVALID_KEY);
        const { paymentId } = request.params;
        const payment = await sandbox.fetchPayment(paymentId);
        if (!payment)
          return reply
            .code(400)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        try {
          // A refund recorded without its webhook would stay 'on its way' for ever.
          const { receipt, notes } = request.body;
          const idempotencyKey = idempotencyKeyOf(request.headers['x-refund-idempotency']);
          return await sandbox.processRefund(
            paymentId,
            request.body.amount ?? payment.amountPaise,
            { receipt, notes, idempotencyKey },
            queueWebhook,
          );
        } catch (error) {
          if (!(error instanceof RefundError)) throw error;
          return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: error.message } });
        }
      },
    );

    /** Razorpay's GET /payments/{id}/refunds as the sandbox answers it: how the store finds a refund it never recorded. */
    app.get(
      '/payment/sandbox/v1/payments/:paymentId/refunds',
      { schema: { params: sandboxRefundParams } },
      async (request, reply) => {
        if (!keyAuthenticated(request.headers.authorization)) return reply.code(401).send(INVALID_KEY);
        return sandbox.listRefunds(request.params.paymentId);
      },
    );
  }
};
