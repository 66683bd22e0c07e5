import { apiClient } from '@store/shared/api';

export interface AppliedCoupon {
  code: string;
  label: string;
  discount: number;
  total: number;
}

/** POST /coupons/check: the discount a code gives on this subtotal, or a 400 saying why not. */
export async function checkCoupon(code: string, subtotal: number): Promise<AppliedCoupon> {
  const { data } = await apiClient().post<AppliedCoupon>('/coupons/check', { code, subtotal });
  return data;
}
