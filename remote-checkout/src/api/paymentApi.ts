import { apiClient, type CreatePaymentOrderInput } from '@store/shared/api';
import type { OpenedPayment } from '@store/shared/payment';

export async function createPaymentOrder(input: CreatePaymentOrderInput): Promise<OpenedPayment> {
  const { data } = await apiClient().post<OpenedPayment>('/payment/create-order', input);
  return data;
}
