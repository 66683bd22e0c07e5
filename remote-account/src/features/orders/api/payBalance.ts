import { apiClient, type OrderJson } from '@store/shared/api';
import { saveOrder, type OpenedPayment, type PaymentSuccess } from '@store/shared/payment';
import { guestHeaders } from './fetchMyOrders';

/** POST /orders/{id}/pay-balance: a payment order for what a 20%-now order still owes. */
export async function startBalancePayment(orderId: string): Promise<OpenedPayment> {
  const { data } = await apiClient().post<OpenedPayment>(
    `/orders/${encodeURIComponent(orderId)}/pay-balance`,
    {},
    { headers: guestHeaders() },
  );
  return data;
}

/** POST /orders with the verified payment: the API adds it to the order and answers the order. */
export async function recordBalancePayment(payment: PaymentSuccess): Promise<OrderJson> {
  const { order } = await saveOrder(payment);
  return order;
}
