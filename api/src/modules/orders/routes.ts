import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GUEST_TOKEN_HEADER, indianPhoneSchema, placeOrderSchema } from '@store/shared/schemas';
import { checkouts, orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { guestToken, isGuestTokenFor } from '../../http/guestToken';
import { isValidPaymentSignature } from '../../providers/payment/signature';
import { completePayment, type PaymentDeps } from '../payments/completePayment';
import { toOrderJson } from './serialize';

interface Options extends PaymentDeps {
  secret: string;
}

/**
 * The phone whose orders this request may see: the signed-in customer's own (their number was
 * verified by OTP), or a guest's, proven by the token the API gave out with their order.
 */
function provenPhone(request: FastifyRequest, phone: string, secret: string): string {
  if (request.customer?.phone === phone) return phone;
  const token = request.headers[GUEST_TOKEN_HEADER];
  if (!isGuestTokenFor(phone, typeof token === 'string' ? token : undefined, secret))
    throw new HttpError(403, 'These orders belong to another phone number');
  return phone;
}

export async function orderRoutes(app: FastifyInstance, options: Options) {
  const { db, provider, secret } = options;

  /** The spec's POST /orders: only the verified payment counts; the order comes from the stored checkout. */
  app.post('/orders', async (request, reply) => {
    const { razorpay } = placeOrderSchema.parse(request.body);
    if (!isValidPaymentSignature(razorpay.orderId, razorpay.paymentId, razorpay.signature, provider.keySecret))
      throw new HttpError(400, 'razorpay.signature: does not match this payment');
    const { order, created } = await completePayment(options, razorpay.orderId, razorpay.paymentId);
    return reply
      .code(created ? 201 : 200)
      .send({ order: toOrderJson(order), guestToken: guestToken(order.phone, secret) });
  });

  /** A guest's orders by phone, for the holder of that phone's token; deleted ones hidden. */
  app.get('/orders/my-orders', async (request) => {
    const query = z.object({ phone: indianPhoneSchema.optional() }).parse(request.query);
    const phone = query.phone ?? request.customer?.phone;
    if (!phone) throw new HttpError(401, 'Sign in to see your orders');
    provenPhone(request, phone, secret);
    const rows = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.deleted, false),
          // A signed-in customer also sees orders shipped to another phone from their account.
          request.customer?.phone === phone
            ? or(eq(orders.phone, phone), eq(orders.customerId, request.customer.id))
            : eq(orders.phone, phone),
        ),
      )
      .orderBy(desc(orders.createdAt));
    return rows.map(toOrderJson);
  });

  /** Starts paying what a 20%-now order still owes; POST /orders completes it as any payment. */
  app.post('/orders/:id/pay-balance', async (request) => {
    const { id } = z.object({ id: z.uuid({ message: 'Invalid order id' }) }).parse(request.params);
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.deleted, false)));
    if (!order) throw new HttpError(404, 'Order not found');
    // The customer who placed it may pay, whichever phone it ships to; else the phone's owner.
    if (!(request.customer && order.customerId === request.customer.id)) provenPhone(request, order.phone, secret);
    const due = order.totalPaise - order.paidPaise;
    if (due <= 0) throw new HttpError(409, 'This order is already paid in full');
    const paymentOrder = await provider.createOrder(due, `balance-${order.id}`);
    await db.insert(checkouts).values({
      providerOrderId: paymentOrder.id,
      purpose: 'balance',
      orderId: order.id,
      guest: order.guest,
      subtotalPaise: order.totalPaise,
      totalPaise: order.totalPaise,
      amountPaise: due,
    });
    return { order: paymentOrder, keyId: provider.keyId, provider: provider.name };
  });
}
