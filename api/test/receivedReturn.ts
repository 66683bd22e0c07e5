import { eq } from 'drizzle-orm';
import type { OrderJson } from '@store/shared/schemas';
import { payments, refunds, returnRequests } from '../src/db/schema';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import type { TestApi } from './testApp';

/**
 * The desk's side of a refund, for the refund recovery's tests: a piece paid on the sandbox,
 * delivered, asked back for a refund and received; a refund "crashed" between the provider and
 * the record; the sandbox's own refund API, as the store's provider calls it.
 */
export function refundDesk(api: TestApi) {
  const shopper = shopperClient(api);
  const { call, signInAdmin } = customerClient(api);
  let admin = '';
  const desk = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(method, url, payload, (admin ||= await signInAdmin()));

  /** A guest's order paid on the sandbox (two men's sets, upper M / lower 32) and delivered by the desk, with its guest link. */
  async function deliveredOrder(phone: string) {
    const { body } = await shopper.createOrder({ shippingAddress: { ...addressFor(phone), email: 'asha@example.in' } });
    const placed = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body;
    const order = placed.order as OrderJson;
    for (const step of [
      { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL12345678' },
      { status: 'delivered' },
    ])
      expect((await desk('PUT', `/admin/orders/${order._id}/fulfilment`, step)).status).toBe(200);
    return { order, placed };
  }

  /** A guest's order paid on the sandbox and delivered; its first piece asked back for a refund and received. */
  async function receivedReturn(phone: string) {
    const { order, placed } = await deliveredOrder(phone);
    const asked = await api.app.inject({
      method: 'POST',
      url: `/orders/${order._id}/returns`,
      payload: { lineId: order.items[0]?._id, kind: 'refund', reason: 'too-large' },
      headers: { 'x-requested-with': 'store', 'x-guest-token': placed.guestToken as string },
    });
    expect(asked.statusCode).toBe(201);
    const returnId = asked.json()._id as string;
    for (const to of ['approved', 'pickup-scheduled', 'received'])
      expect((await desk('PUT', `/admin/returns/${returnId}/state`, { to })).status).toBe(200);
    const [payment] = await api.database.db.select().from(payments).where(eq(payments.orderId, order._id));
    return {
      order,
      returnId,
      paymentId: String(payment?.providerPaymentId),
      amountPaise: (order.items[0]?.price ?? 0) * 100,
    };
  }

  /**
   * What a crash between the provider's answer and the record leaves (before the answer, when
   * the provider was never asked): the return refund-pending and its refund row 'requested',
   * asked `minutesAgo`.
   */
  async function claimedRefund(
    taken: Awaited<ReturnType<typeof receivedReturn>>,
    { minutesAgo = 11, amountPaise = taken.amountPaise } = {},
  ) {
    const db = api.database.db;
    await db.update(returnRequests).set({ state: 'refund-pending' }).where(eq(returnRequests.id, taken.returnId));
    const [row] = await db
      .insert(refunds)
      .values({
        returnId: taken.returnId,
        orderId: taken.order._id,
        amountPaise,
        method: 'provider',
        providerPaymentId: taken.paymentId,
        status: 'requested',
        askedAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning();
    return row as typeof refunds.$inferSelect;
  }

  /** Razorpay's refund API on the sandbox, as the store's provider asks it (`receipt`: its row, also the idempotency key). */
  async function providerRefund(paymentId: string, amountPaise: number, receipt?: string) {
    const response = await api.app.inject({
      method: 'POST',
      url: `/payment/sandbox/v1/payments/${paymentId}/refund`,
      headers: {
        authorization: `Basic ${Buffer.from(`${api.config.payments.keyId}:${api.config.payments.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
        ...(receipt ? { 'x-refund-idempotency': receipt } : {}),
      },
      payload: { amount: amountPaise, ...(receipt ? { receipt, notes: { store_refund: receipt } } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; status: string };
  }

  /** Razorpay's GET /payments/{id}/refunds on the sandbox. */
  async function providerRefunds(paymentId: string) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/payment/sandbox/v1/payments/${paymentId}/refunds`,
      headers: {
        authorization: `Basic ${Buffer.from(`${api.config.payments.keyId}:${api.config.payments.keySecret}`).toString('base64')}`,
      },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: { id: string; amount: number; receipt: string | null; status: string }[] })
      .items;
  }

  return { desk, deliveredOrder, receivedReturn, claimedRefund, providerRefund, providerRefunds };
}
