import { paiseToRupees } from '@store/shared/format';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkouts, orders, payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { RefundError, type PaymentProvider } from '../../providers/payment/types';
import { idParams } from '../../http/routeSchemas';
import { unappliedPaymentAnswer, refundAnswer, withdrawnAnswer } from '@store/shared/schemas';
import type { GuestAccess } from '../orders/guestAccess';

const paymentParams = z.object({
  paymentId: z.string().regex(/^pay_[A-Za-z0-9]{14}$/, 'Invalid payment id'),
});
const orderParams = idParams('order');

/**
 * The provider's refund.processed for an unapplied payment's refund (the desk's, below): from
 * now on revenue leaves that money out. False when the refund is none of these; a refund still
 * being recorded throws, so the webhook is retried (as a return's is).
 */
export async function unappliedRefundProcessed(
  db: Database,
  refund: { id: string; paymentId: string },
): Promise<boolean> {
  const marked = await db
    .update(payments)
    .set({ refundProcessedAt: new Date() })
    .where(and(eq(payments.refundId, refund.id), isNull(payments.refundProcessedAt)))
    .returning({ id: payments.providerPaymentId });
  if (marked.length > 0) return true;
  const [recording] = await db
    .select({ id: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, refund.paymentId), eq(payments.refundId, 'pending')));
  if (recording) throw new Error(`refund ${refund.id} is still being recorded; retry`);
  return false;
}

/**
 * Money the store took but could not apply (a balance paid twice, a cancelled order), for the
 * admin to refund through the provider; and withdrawing an order's guest links.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  provider: PaymentProvider;
  guests: GuestAccess;
}> = async (app, { db, provider, guests }) => {
  app.get('/admin/payments/unapplied', { schema: { response: { 200: z.array(unappliedPaymentAnswer) } } }, async () => {
    const rows = await db
      .select({
        payment: payments,
        customerName: orders.customerName,
        phone: orders.phone,
        address: checkouts.address,
      })
      .from(payments)
      // A payment made after its hold lapsed, at prices no longer offered, has no order: its
      // checkout names who paid.
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(checkouts, eq(checkouts.providerOrderId, payments.providerOrderId))
      .where(isNotNull(payments.unappliedReason))
      .orderBy(desc(payments.createdAt));
    return rows.map(({ payment, customerName, phone, address }) => ({
      paymentId: payment.providerPaymentId,
      orderId: payment.orderId,
      customer: { name: customerName ?? address?.name ?? '', phone: phone ?? address?.phone ?? '' },
      amount: paiseToRupees(payment.amountPaise),
      reason: payment.unappliedReason ?? '',
      refunded: paiseToRupees(payment.refundedPaise),
      refundId: payment.refundId,
      createdAt: payment.createdAt.toISOString(),
    }));
  });

  /** Refunds an unapplied payment in full, once: the row is claimed before the provider is asked. */
  app.post(
    '/admin/payments/:paymentId/refund',
    { schema: { params: paymentParams, response: { 200: refundAnswer } } },
    async (request) => {
      const { paymentId } = request.params;
      const [claimed] = await db
        .update(payments)
        .set({ refundId: 'pending' })
        .where(
          and(
            eq(payments.providerPaymentId, paymentId),
            isNotNull(payments.unappliedReason),
            isNull(payments.refundId),
          ),
        )
        .returning();
      if (!claimed)
        throw new HttpError(409, 'Only a payment that could not be applied, and is not refunded yet, is refunded here');
      try {
        const refund = await provider.refund(paymentId, claimed.amountPaise);
        await db
          .update(payments)
          .set({ refundId: refund.id, refundedPaise: refund.amountPaise })
          .where(eq(payments.providerPaymentId, paymentId));
        return { paymentId, refundId: refund.id, refunded: paiseToRupees(refund.amountPaise), status: refund.status };
      } catch (error) {
        await db.update(payments).set({ refundId: null }).where(eq(payments.providerPaymentId, paymentId));
        if (error instanceof RefundError) throw new HttpError(502, `Refund refused: ${error.message}`);
        throw error;
      }
    },
  );

  app.post(
    '/admin/orders/:id/withdraw-guest-access',
    { schema: { params: orderParams, response: { 200: withdrawnAnswer } } },
    async (request) => {
      const { id } = request.params;
      return { withdrawn: await guests.withdrawOrder(id) };
    },
  );
};
