import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelRefundAnswer, cancelRefundSchema } from '@store/shared/schemas';
import { signedInAccount } from '../../../../http/guards';
import { idParams } from '../../../../http/routeSchemas';
import { refundCancelledPayment, type CancelledRefundDeps } from '../../desk/cancelledRefunds';

const params = idParams('order').extend({
  paymentId: z.string().trim().min(1, 'Name the payment to refund').max(100, 'Not a payment id'),
});

/**
 * A cancelled order's card or UPI payment refunded by the desk (orders/index.ts registers it
 * behind forStaff('payments'): money back through the provider is the owner's): the way it was
 * paid, or to her store credit with the returns' bonus. Once; the order's history and her notice say so.
 */
export const cancelledRefundRoutes: FastifyPluginAsyncZod<CancelledRefundDeps> = async (app, deps) => {
  app.post(
    '/admin/orders/:id/payments/:paymentId/refund',
    { schema: { params, body: cancelRefundSchema, response: { 200: cancelRefundAnswer } } },
    (request) =>
      refundCancelledPayment(
        deps,
        request.params.id,
        request.params.paymentId,
        request.body.to,
        signedInAccount(request).id,
      ),
  );
};
