import { formatPaise, rupeesToPaise } from '@store/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentOrderSchema,
  openedPaymentAnswer,
  paymentSuccessAnswer,
  messageAnswer,
} from '@store/shared/schemas';
import { eq } from 'drizzle-orm';
import { checkouts, webhookEvents } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import type { SandboxPayments } from '../../providers/payment/sandbox';
import { isValidWebhookSignature, webhookSignature } from '../../providers/payment/signature';
import { completePayment, type PaymentDeps } from './completePayment';
import { priceCheckout } from './pricing';
import { limited } from '../../http/rateLimits';
import { findPincode } from '../pincodes/pincodeDirectory';

const sandboxPaySchema = z.discriminatedUnion('method', [
  z.object({
    orderId: z.string().min(1).max(100),
    method: z.literal('card'),
    cardNumber: z.string().max(30),
    expiry: z.string().max(10),
    cvv: z.string().max(4),
  }),
  z.object({ orderId: z.string().min(1).max(100), method: z.literal('upi'), vpa: z.string().max(100) }),
]);

interface Options extends PaymentDeps {
  media: MediaStore;
  sandbox: SandboxPayments | null;
  /** How long the sandbox waits before sending its webhook (Razorpay's arrive after the browser's call, usually). */
  sandboxWebhookDelayMs: number;
}

export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, provider, media, sandbox } = options;

  /** Prices the cart on the server, stores the pending checkout and opens the provider's order. */
  app.post(
    '/payment/create-order',
    { ...limited('placeOrder'), schema: { body: createPaymentOrderSchema, response: { 200: openedPaymentAnswer } } },
    async (request) => {
      const input = request.body;
      if (!findPincode(input.shippingAddress.zip))
        throw new HttpError(
          400,
          `shippingAddress.zip: We could not find pincode ${input.shippingAddress.zip}; please check it`,
        );
      const priced = await priceCheckout(db, media, input, request.customer?.id ?? null);
      if (rupeesToPaise(input.amount) !== priced.amountPaise)
        throw new HttpError(
          409,
          `amount: the amount due is now ${formatPaise(priced.amountPaise)}; please review your cart`,
        );
      const order = await provider.createOrder(priced.amountPaise, `checkout-${Date.now()}`);
      await db.insert(checkouts).values({
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
      });
      options.metrics?.payment('created');
      return { order, keyId: provider.keyId, provider: provider.name };
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
      const [seen] = await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
      if (seen) {
        options.metrics?.webhook('duplicate');
        return { status: 'duplicate' };
      }
      const event = JSON.parse(raw.toString('utf8')) as {
        event?: string;
        payload?: { payment?: { entity?: { id?: string; order_id?: string } } };
      };
      const payment = event.payload?.payment?.entity;
      if (event.event === 'payment.failed') options.metrics?.payment('failed');
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id && payment.order_id) {
        try {
          await completePayment(options, payment.order_id, payment.id);
        } catch (error) {
          // A payment this store never started (another integration on the account) is not ours.
          if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        }
      }
      // Recorded after the work: a failure above makes Razorpay retry, and the retry is not skipped.
      await db.insert(webhookEvents).values({ eventId }).onConflictDoNothing();
      options.metrics?.webhook('applied');
      return { status: 'ok' };
    });
  });

  if (sandbox) {
    /** The sandbox widget's Pay button: Razorpay's side of a test payment, then its webhook. */
    app.post(
      '/payment/sandbox/pay',
      { schema: { body: sandboxPaySchema, response: { 200: paymentSuccessAnswer, '4xx': messageAnswer.loose() } } },
      async (request, reply) => {
        const { orderId, ...attempt } = request.body;
        const outcome = await sandbox.pay(orderId, attempt);
        if (!outcome.ok) {
          options.metrics?.payment('failed');
          return reply.code(outcome.status).send({ message: outcome.error.description, error: outcome.error });
        }
        const { event } = outcome;
        setTimeout(() => {
          app
            .inject({
              method: 'POST',
              url: '/payment/webhook',
              headers: {
                'content-type': 'application/json',
                'x-razorpay-signature': webhookSignature(event.body, provider.webhookSecret),
                'x-razorpay-event-id': event.id,
              },
              payload: event.body,
            })
            .then((response) => {
              if (response.statusCode !== 200) app.log.warn({ body: response.body }, 'sandbox webhook refused');
            })
            .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox webhook failed'));
        }, options.sandboxWebhookDelayMs).unref();
        return outcome.response;
      },
    );
  }
};
