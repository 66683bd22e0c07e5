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
  speed_requested: string;
  created_at: number;
}

/** POST /v1/payments/{id}/refund with the amount in paise: one code path for live keys and the sandbox. */
export async function razorpayRefund(
  call: RazorpayCall,
  paymentId: string,
  amountPaise: number,
): Promise<ProviderRefund> {
  const { status, body } = await call<RazorpayRefundEntity & { error?: { description: string } }>(
    `/payments/${encodeURIComponent(paymentId)}/refund`,
    { method: 'POST', body: JSON.stringify({ amount: amountPaise, speed: 'normal' }) },
  );
  if (status >= 400) throw new RefundError(`Razorpay: ${body.error?.description ?? `status ${status}`}`);
  return { id: body.id, paymentId: body.payment_id, amountPaise: body.amount, status: body.status };
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
    refund: (paymentId, amountPaise) => razorpayRefund(call, paymentId, amountPaise),
  };
}
