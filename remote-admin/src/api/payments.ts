import { apiClient } from '@store/shared/api';

/** A captured payment the store could not add to its order (a balance paid twice, a cancelled order). */
export interface UnappliedPayment {
  paymentId: string;
  orderId: string;
  customer: { name: string; phone: string };
  amount: number;
  reason: string;
  refunded: number;
  refundId: string | null;
  createdAt: string;
}

export async function fetchUnappliedPayments(signal?: AbortSignal): Promise<UnappliedPayment[]> {
  const { data } = await apiClient().get<UnappliedPayment[]>('/admin/payments/unapplied', { signal });
  return Array.isArray(data) ? data : [];
}

export async function refundPayment(paymentId: string): Promise<{ refundId: string; refunded: number }> {
  return (await apiClient().post(`/admin/payments/${encodeURIComponent(paymentId)}/refund`, {})).data;
}
