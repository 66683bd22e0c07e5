import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  indianPhoneSchema,
  placeOrderSchema,
  orderAnswer,
  placedOrderAnswer,
  openedPaymentAnswer,
  type OrderJson,
} from '@store/shared/schemas';
import type { OrderRow } from '../../../../db/schema';
import { HttpError } from '../../../../http/errors';
import { idempotent, keptAnswer } from '../../../../http/idempotency';
import { limited } from '../../../../http/rateLimits';
import { idParams } from '../../../../http/routeSchemas';
import { isValidPaymentSignature } from '../../../../providers/payment/signature';
import { openBalancePayment } from '../../../payments/balancePayment';
import { completePayment, type PaymentDeps } from '../../../payments/completePayment';
import { presentedGuestTokens, type GuestAccess } from '../../guestAccess';
import { ownOrder, ownOrders } from '../../ownOrders';
import { toOrderJson } from '../../serialize';

const myOrdersQuery = z.object({ phone: indianPhoneSchema.optional() });
const orderParams = idParams('order');

interface Options extends PaymentDeps {
  guests: GuestAccess;
  /** The shopper's list shows each order's returns and return window (returns/serialize.ts). */
  afterSale?: (rows: OrderRow[]) => Promise<Map<string, NonNullable<OrderJson['afterSale']>>>;
}

/**
 * A shopper's orders (product §7), signed in or through guest links: placing one from its
 * payment, the list, withdrawing the browser's links, and paying a 20%-now order's balance.
 */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, provider, guests } = options;
  const orderFor = ownOrder(db, guests);
  const ordersFor = ownOrders(db, guests);

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
      const { order, created, unapplied } = await completePayment(options, razorpay.orderId, razorpay.paymentId);
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

  /**
   * GET /orders/my-orders (product §7): the caller's orders, deleted ones hidden. `phone` (the
   * product's guest phone) only narrows the list: it proves nothing, an OTP sign-in does.
   */
  app.get(
    '/orders/my-orders',
    { ...limited('guestOrders'), schema: { querystring: myOrdersQuery, response: { 200: z.array(orderAnswer) } } },
    async (request) => {
      const placed = await ordersFor(request, request.query.phone);
      const afterSale = (await options.afterSale?.(placed)) ?? new Map();
      return placed.map((order) => ({ ...toOrderJson(order), afterSale: afterSale.get(order.id) }));
    },
  );

  /** The holder of guest tokens withdraws them (a shared computer): they open nothing after. */
  app.delete('/orders/guest-access', limited('guestOrders'), async (request, reply) => {
    const tokens = presentedGuestTokens(request);
    if (tokens.length === 0) throw new HttpError(400, 'x-guest-token: no token to withdraw');
    await guests.withdraw(tokens);
    return reply.code(204).send();
  });

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
