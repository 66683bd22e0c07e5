import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  indianPhoneSchema,
  placeOrderSchema,
  orderAnswer,
  placedOrderAnswer,
  openedPaymentAnswer,
} from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/routeSchemas';
import { isValidPaymentSignature } from '../../providers/payment/signature';
import { openBalancePayment } from '../payments/balancePayment';
import { completePayment, type PaymentDeps } from '../payments/completePayment';
import { presentedGuestTokens, type GuestAccess } from './guestAccess';
import { toOrderJson } from './serialize';
import { limited } from '../../http/rateLimits';

const myOrdersQuery = z.object({ phone: indianPhoneSchema.optional() });
const orderParams = idParams('order');

interface Options extends PaymentDeps {
  guests: GuestAccess;
}

/**
 * The orders a request may see: a signed-in customer's own (placed from their account, or
 * shipped to the phone they proved by OTP), and the ones its guest tokens open.
 */
async function visibleOrders(request: FastifyRequest, guests: GuestAccess): Promise<SQL | null> {
  const tokens = presentedGuestTokens(request);
  const opened = await guests.openedOrders(tokens);
  const customer = request.customer;
  if (!customer && tokens.length > 0 && opened.length === 0)
    throw new HttpError(
      403,
      'This order link has expired or was withdrawn: sign in with your phone to see your orders',
    );
  const own = customer
    ? customer.phone
      ? or(eq(orders.customerId, customer.id), eq(orders.phone, customer.phone))
      : eq(orders.customerId, customer.id)
    : undefined;
  const byToken = opened.length > 0 ? inArray(orders.id, opened) : undefined;
  return own || byToken ? (or(own, byToken) as SQL) : null;
}

/**
 * The order a shopper asks a document of: theirs (signed in) or one their guest token opens;
 * 404 unknown, 401 signed out without a token, 403 someone else's.
 */
export function ownOrder(db: Database, guests: GuestAccess) {
  return async (request: FastifyRequest, id: string): Promise<OrderRow> => {
    const visible = await visibleOrders(request, guests);
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.deleted, false)));
    if (!order) throw new HttpError(404, 'Order not found');
    if (!visible) throw new HttpError(401, 'Sign in to see this order');
    const [mine] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, id), visible));
    if (!mine) throw new HttpError(403, 'This order belongs to someone else: sign in with its phone number');
    return order;
  };
}

export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, provider, guests } = options;

  /**
   * The product's POST /orders: only the verified payment counts; the order comes from the stored
   * checkout. A guest gets a token that opens this order (and only this one) from their browser.
   */
  app.post(
    '/orders',
    {
      ...limited('placeOrder'),
      schema: { body: placeOrderSchema, response: { 200: placedOrderAnswer, 201: placedOrderAnswer } },
    },
    async (request, reply) => {
      const { razorpay } = request.body;
      if (!isValidPaymentSignature(razorpay.orderId, razorpay.paymentId, razorpay.signature, provider.keySecret))
        throw new HttpError(400, 'razorpay.signature: does not match this payment');
      const { order, created, unapplied } = await completePayment(options, razorpay.orderId, razorpay.paymentId);
      if (unapplied)
        throw new HttpError(
          409,
          `This payment could not be added to the order (${unapplied}). It is recorded and will be refunded.`,
        );
      const guestToken = order.guest && !request.customer ? await guests.issue(order.id) : null;
      return reply.code(created ? 201 : 200).send({ order: toOrderJson(order), guestToken });
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
      const query = request.query;
      const visible = await visibleOrders(request, guests);
      if (!visible) throw new HttpError(401, 'Sign in to see your orders');
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.deleted, false), visible, query.phone ? eq(orders.phone, query.phone) : undefined))
        .orderBy(desc(orders.createdAt));
      return rows.map(toOrderJson);
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
    { ...limited('placeOrder'), schema: { params: orderParams, response: { 200: openedPaymentAnswer } } },
    async (request) => {
      const order = await ownOrder(db, guests)(request, request.params.id);
      const paymentOrder = await openBalancePayment(options, order);
      return { order: paymentOrder, keyId: provider.keyId, provider: provider.name };
    },
  );
};
