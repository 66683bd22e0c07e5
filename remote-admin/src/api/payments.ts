import { apiClient } from '@store/shared/api';
import type { UnappliedPayment } from '@store/shared/schemas';

export type { UnappliedPayment } from '@store/shared/schemas';

export async function fetchUnappliedPayments(signal?: AbortSignal): Promise<UnappliedPayment[]> {
  const { data } = await apiClient().get<UnappliedPayment[]>('/admin/payments/unapplied', { signal });
  return Array.isArray(data) ? data : [];
}

export async function refundPayment(paymentId: string): Promise<{ refundId: string; refunded: number }> {
  return (await apiClient().post(`/admin/payments/${encodeURIComponent(paymentId)}/refund`, {})).data;
}
