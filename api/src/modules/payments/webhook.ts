import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { ApiMetrics } from '../../observability/metrics';
import { isValidWebhookSignature } from '../../providers/payment/signature';
import type { PaymentProvider } from '../../providers/payment/types';
import { markWebhookSeen, paymentRecorded, webhookSeen } from './paymentsRepository';

export interface WebhookDeps {
  db: Database;
  provider: PaymentProvider;
  metrics?: Pick<ApiMetrics, 'payment' | 'webhook'>;
  /**
   * A captured payment: the checkout turns it into its order (wired in app.ts: payments sit
   * below checkout). Throws an HttpError 404 for a payment this store never started.
   */
  onPaymentCaptured: (providerOrderId: string, paymentId: string) => Promise<unknown>;
  /** The provider's refund.processed, with the receipt the store named it by (refunds/providerRefunds.ts). */
  onRefundProcessed?: (refund: { id: string; paymentId: string; receipt: string | null }) => Promise<boolean>;
}

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string; receipt?: string | null } };
  };
}

/**
 * Razorpay's webhook: the exact bytes it signed, checked against the signature, each event
 * applied once (its id is kept after the work, so a failed attempt is retried, not skipped).
 * The route hands it the request; the worker hands it the sandbox's webhooks directly.
 */
export async function receiveWebhook(
  deps: WebhookDeps,
  raw: unknown,
  signatureHeader: unknown,
  eventIdHeader: unknown,
): Promise<{ status: 'ok' | 'duplicate' }> {
  const { db, metrics } = deps;
  const signature = String(signatureHeader ?? '');
  const eventId = String(eventIdHeader ?? '');
  const signed = Buffer.isBuffer(raw) && isValidWebhookSignature(raw, signature, deps.provider.webhookSecret);
  if (!signed || !eventId) {
    metrics?.webhook('rejected');
    throw new HttpError(
      400,
      !signed ? 'x-razorpay-signature: does not match the body' : 'x-razorpay-event-id: missing',
    );
  }
  if (await webhookSeen(db, eventId)) {
    metrics?.webhook('duplicate');
    return { status: 'duplicate' };
  }
  const event = JSON.parse(raw.toString('utf8')) as RazorpayEvent;
  const refund = event.payload?.refund?.entity;
  if (event.event === 'refund.processed' && refund?.id && refund.payment_id)
    await deps.onRefundProcessed?.({ id: refund.id, paymentId: refund.payment_id, receipt: refund.receipt ?? null });
  const payment = event.payload?.payment?.entity;
  if (event.event === 'payment.failed') metrics?.payment('failed');
  const captured = event.event === 'payment.captured' || event.event === 'order.paid';
  // Most webhooks come after the shopper's own call placed the order: one read says so,
  // instead of the checkout's reads and transaction.
  if (captured && payment?.id && payment.order_id && !(await paymentRecorded(db, payment.id))) {
    try {
      await deps.onPaymentCaptured(payment.order_id, payment.id);
    } catch (error) {
      // A payment this store never started (another integration on the account) is not ours.
      if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    }
  }
  await markWebhookSeen(db, eventId);
  metrics?.webhook('applied');
  return { status: 'ok' };
}
