import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentOrderSchema,
  openedPaymentAnswer,
  placeOrderSchema,
  placedOrderAnswer,
  releasedAnswer,
  releaseSchema,
} from '@store/shared/schemas';
import { HttpError } from '../../../http/errors';
import { idempotent, keptAnswer } from '../../../http/idempotency';
import { limited } from '../../../http/rateLimits';
import { idParams } from '../../../http/routeSchemas';
import { isValidPaymentSignature } from '../../../providers/payment/signature';
import type { GuestAccess } from '../../orders/guestAccess';
import { ownOrder } from '../../orders/ownOrders';
import { toOrderJson } from '../../orders/serialize';
import { openBalancePayment } from '../balancePayment';
import { releaseBalances } from '../balances';
import { findCheckout } from '../checkoutRepository';
import { releaseHolds } from '../holds';
import { PAYMENT_METHODS } from '../paymentMethods';
import { limitCodeChecks } from '../../giftCards/checkLimits';
import type { CardDeps } from '../paymentMethods/card';

const orderParams = idParams('order');

interface Options extends CardDeps {
  guests: GuestAccess;
  /** RATE_LIMITS on (off in most tests): a gift card code named here counts as a check of it. */
  rateLimits: boolean;
}

/**
 * The card and UPI checkout (product §6-7): opening the provider's order with the bag held,
 * letting the hold go when the widget closes, placing the order from its verified payment, and
 * paying a 20%-now order's balance.
 */
export const cardCheckoutRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, provider, guests } = options;
  const card = PAYMENT_METHODS.card;
  const orderFor = ownOrder(db, guests);

  /** Prices the cart on the server, stores the pending checkout and opens the provider's order. */
  app.post(
    '/payment/create-order',
    {
      ...idempotent('kept', limited('placeOrder')),
      schema: { body: createPaymentOrderSchema, response: { 200: openedPaymentAnswer } },
    },
    async (request) => {
      // A code tried here is a guess as much as on the balance page: counted the same way.
      if (options.rateLimits && request.body.giftCardCode)
        await limitCodeChecks(db, request.body.giftCardCode, request.ip);
      return card.start(
        options,
        request.body,
        { customer: request.customer, client: request.ip, now: new Date() },
        async (tx, answer) => {
          // Balances (a gift card) paid a guest's order in full: her link to it, as POST /orders gives.
          const placed = answer.placed;
          if (placed?.order.guest && !request.customer)
            placed.guestToken = await guests.issueOnce(placed.order._id, tx);
          await request.idempotency?.keep(tx, answer);
        },
        // Without balances or a placed order to add, the checkout keeps the answer itself, in its one message.
        request.idempotency,
      );
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
      const { body } = await keptAnswer(request, db, async (tx) => {
        const released = await releaseHolds(tx, checkout.id);
        // What balances (store credit) it took goes back with the stock.
        await releaseBalances(tx, checkout.id);
        return { body: { released } };
      });
      return body;
    },
  );

  /**
   * The product's POST /orders: only the verified payment counts; the order comes from the stored
   * checkout. A guest gets a token that opens this order (and only this one) from their browser,
   * once: a replay answers the order with guestToken null (the browser that placed it keeps its
   * token; anyone else signs in with the order's phone).
   */
  app.post(
    '/orders',
    {
      ...idempotent('kept', limited('placeOrder')),
      schema: { body: placeOrderSchema, response: { 200: placedOrderAnswer, 201: placedOrderAnswer } },
    },
    async (request, reply) => {
      const { razorpay } = request.body;
      if (!isValidPaymentSignature(razorpay.orderId, razorpay.paymentId, razorpay.signature, provider.keySecret))
        throw new HttpError(400, 'razorpay.signature: does not match this payment');
      const { order, created, unapplied } = await card.confirm(
        options,
        { providerOrderId: razorpay.orderId, paymentId: razorpay.paymentId },
        { customer: request.customer, client: request.ip, now: new Date() },
      );
      if (unapplied || !order)
        throw new HttpError(
          409,
          `This payment could not be added to the order (${unapplied}). It is recorded and will be refunded.`,
        );
      // The guest link is issued once: kept with it, the answer reaches a retry of this call too.
      const { body, status } = await keptAnswer(request, db, async (tx) => ({
        body: {
          order: toOrderJson(order),
          guestToken: order.guest && !request.customer ? await guests.issueOnce(order.id, tx) : null,
        },
        status: created ? (201 as const) : (200 as const),
      }));
      return reply.code(status).send(body);
    },
  );

  /** Starts paying what a 20%-now order still owes; POST /orders completes it as any payment. */
  app.post(
    '/orders/:id/pay-balance',
    {
      // Asked again, it reopens the order's one open payment order (openBalancePayment).
      ...idempotent('repeatable', limited('placeOrder')),
      schema: { params: orderParams, response: { 200: openedPaymentAnswer } },
    },
    async (request) => {
      const order = await orderFor(request, request.params.id);
      const paymentOrder = await openBalancePayment(options, order);
      return { order: paymentOrder, keyId: provider.keyId, provider: provider.name };
    },
  );
};
