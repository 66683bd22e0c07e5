import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refundAnswer, refundRetryAnswer, unappliedPaymentAnswer } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/routeSchemas';
import type { PaymentProvider } from '../../providers/payment/types';
import type { ProviderRefunds } from './refunds/providerRefunds';
import { refundUnapplied, unappliedPayments } from './refunds/unappliedRefunds';

const paymentParams = z.object({
  paymentId: z.string().regex(/^pay_[A-Za-z0-9]{14}$/, 'Invalid payment id'),
});
const refundParams = idParams('refund');

/**
 * The desk's money through the provider: payments the store took but could not apply (a balance
 * paid twice, a cancelled order) and their refunds; and a return's refund stuck between the
 * provider's answer and the store's record, retried now.
 */
export const paymentDeskRoutes: FastifyPluginAsyncZod<{
  db: Database;
  provider: PaymentProvider;
  refunds: ProviderRefunds;
}> = async (app, { db, provider, refunds }) => {
  app.get('/admin/payments/unapplied', { schema: { response: { 200: z.array(unappliedPaymentAnswer) } } }, () =>
    unappliedPayments(db),
  );

  app.post(
    '/admin/payments/:paymentId/refund',
    { schema: { params: paymentParams, response: { 200: refundAnswer } } },
    (request) => refundUnapplied(db, provider, request.params.paymentId),
  );

  /** "Retry refund": the recovery the scheduled sweep runs, for this stuck row, now. */
  app.post(
    '/admin/refunds/:id/retry',
    { schema: { params: refundParams, response: { 200: refundRetryAnswer } } },
    async (request) => {
      const outcome = await refunds.retry(request.params.id);
      if (outcome === 'unmatched')
        throw new HttpError(
          409,
          'The payment provider shows a refund of this payment the store cannot match to this one: check it in the Razorpay dashboard before refunding again',
        );
      return { refundId: request.params.id, outcome };
    },
  );
};
