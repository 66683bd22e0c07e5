import {
  RefundError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './types';

const API = 'https://api.razorpay.com/v1';

/** One call of Razorpay's REST API (a path under /v1): to Razorpay itself, or to the sandbox's copy. */
export type RazorpayCall = <T>(path: string, init?: RequestInit) => Promise<{ status: number; body: T }>;

/** Razorpay's refund entity, as POST /v1/payments/{id}/refund answers it. */
export interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  /** The merchant's own reference, as asked (at most 40 characters). */
  receipt: string | null;
  notes: Record<string, string> | [];
  speed_requested: string;
  created_at: number;
}

const fromEntity = (entity: RazorpayRefundEntity): ProviderRefund => ({
  id: entity.id,
  paymentId: entity.payment_id,
  amountPaise: entity.amount,
  status: entity.status,
  receipt: entity.receipt ?? null,
});

/**
 * POST /v1/payments/{id}/refund with the amount in paise: one code path for live keys and the
 * sandbox. The receipt goes as the refund's receipt and note (found again by listing the
 * payment's refunds) and as its X-Refund-Idempotency key (asked again, Razorpay answers the same
 * refund instead of making a second).
 */
export async function razorpayRefund(
  call: RazorpayCall,
  paymentId: string,
  amountPaise: number,
  receipt?: string,
): Promise<ProviderRefund> {
  const { status, body } = await call<RazorpayRefundEntity & { error?: { description: string } }>(
    `/payments/${encodeURIComponent(paymentId)}/refund`,
    {
      method: 'POST',
      body: JSON.stringify({
        amount: amountPaise,
        speed: 'normal',
        ...(receipt ? { receipt, notes: { store_refund: receipt } } : {}),
      }),
      ...(receipt ? { headers: { 'x-refund-idempotency': receipt } } : {}),
    },
  );
  if (status >= 400) throw new RefundError(`Razorpay: ${body.error?.description ?? `status ${status}`}`);
  return fromEntity(body);
}

/** GET /v1/payments/{id}/refunds (up to 100, Razorpay's most): the payment's refunds. */
export async function razorpayRefundsOf(call: RazorpayCall, paymentId: string): Promise<ProviderRefund[]> {
  const { status, body } = await call<{ items?: RazorpayRefundEntity[]; error?: { description: string } }>(
    `/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
  );
  if (status >= 400) throw new Error(`Razorpay: ${body.error?.description ?? `status ${status}`}`);
  return (body.items ?? []).map(fromEntity);
}

/** The live Razorpay Orders and Payments API (basic auth with the key id and secret). */
export function razorpayProvider(keyId: string, keySecret: string, webhookSecret: string): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const call: RazorpayCall = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${API}${path}`, {
      ...init,
      headers: { authorization: auth, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    name: 'razorpay',
    keyId,
    keySecret,
    webhookSecret,
    async createOrder(amountPaise, receipt) {
      const { status, body } = await call<ProviderOrder & { error?: { description: string } }>('/orders', {
        method: 'POST',
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
      });
      if (status >= 400) throw new Error(`Razorpay: ${body.error?.description ?? `status ${status}`}`);
      return { id: body.id, amount: body.amount, currency: 'INR' };
    },
    async fetchPayment(paymentId) {
      const { status, body } = await call<{ id: string; order_id: string; amount: number; status: string }>(
        `/payments/${encodeURIComponent(paymentId)}`,
      );
      if (status === 404 || status === 400) return null;
      if (status >= 400) throw new Error(`Razorpay: status ${status}`);
      return {
        id: body.id,
        orderId: body.order_id,
        amountPaise: body.amount,
        status: body.status as ProviderPayment['status'],
      };
    },
    refund: (paymentId, amountPaise, receipt) => razorpayRefund(call, paymentId, amountPaise, receipt),
    refundsOf: (paymentId) => razorpayRefundsOf(call, paymentId),
  };
}
