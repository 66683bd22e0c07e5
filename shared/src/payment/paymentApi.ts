import { apiClient } from '../api/client';
import type { PlaceOrderInput } from '../api/checkout';
import type { OrderJson, PaymentOrder } from '../api/contract';

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

/**
 * POST /orders with the payment the widget reported: the server verifies its signature and makes
 * (or finds) the order from the checkout it stored, so nothing else is sent.
 */
export async function saveOrder(payment: PaymentSuccess): Promise<{ order: OrderJson; guestToken: string | null }> {
  const body: PlaceOrderInput = {
    razorpay: {
      orderId: payment.razorpay_order_id,
      paymentId: payment.razorpay_payment_id,
      signature: payment.razorpay_signature,
    },
  };
  const { data } = await apiClient().post<{ order: OrderJson; guestToken: string | null }>('/orders', body);
  return data;
}

export type SandboxInstrument =
  { method: 'card'; cardNumber: string; expiry: string; cvv: string } | { method: 'upi'; vpa: string };

export async function paySandbox(orderId: string, instrument: SandboxInstrument): Promise<PaymentSuccess> {
  const { data } = await apiClient().post<PaymentSuccess>('/payment/sandbox/pay', { orderId, ...instrument });
  return data;
}
