import { apiClient, type CreatePaymentOrderInput, type OrderJson, type PaymentOrder } from '@store/shared/api';

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

export async function createPaymentOrder(input: CreatePaymentOrderInput): Promise<OpenedPayment> {
  const { data } = await apiClient().post<OpenedPayment>('/payment/create-order', input);
  return data;
}

/** POST /orders with the spec's payload; the server trusts only the verified razorpay block. */
export async function saveOrder(payload: Record<string, unknown>): Promise<{ order: OrderJson; guestToken: string }> {
  const { data } = await apiClient().post<{ order: OrderJson; guestToken: string }>('/orders', payload);
  return data;
}

export type SandboxInstrument =
  { method: 'card'; cardNumber: string; expiry: string; cvv: string } | { method: 'upi'; vpa: string };

export async function paySandbox(orderId: string, instrument: SandboxInstrument): Promise<PaymentSuccess> {
  const { data } = await apiClient().post<PaymentSuccess>('/payment/sandbox/pay', { orderId, ...instrument });
  return data;
}
