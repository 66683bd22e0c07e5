import { apiClient, idempotently } from '../api/client';
import type { PaymentOrder } from '../api/contract';

/** What POST /payment/create-order and POST /orders/{id}/pay-balance answer: the order to pay. */
export interface OpenedPayment {
  order: PaymentOrder;
  keyId: string;
  provider: 'razorpay' | 'sandbox';
}

/** Razorpay's checkout handler fields. */
export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export type SandboxInstrument =
  { method: 'card'; cardNumber: string; expiry: string; cvv: string } | { method: 'upi'; vpa: string };

export async function paySandbox(orderId: string, instrument: SandboxInstrument): Promise<PaymentSuccess> {
  const { data } = await apiClient().post<PaymentSuccess>(
    '/payment/sandbox/pay',
    { orderId, ...instrument },
    idempotently(),
  );
  return data;
}
