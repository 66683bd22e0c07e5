import { apiClient } from '@store/shared/api';
import type { Coupon, CouponInput } from '@store/shared/schemas';

export type { Coupon } from '@store/shared/schemas';

const path = (code: string) => `/admin/coupons/${encodeURIComponent(code)}`;

export async function fetchCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  const { data } = await apiClient().get<Coupon[]>('/admin/coupons', { signal });
  return Array.isArray(data) ? data : [];
}

export async function createCoupon(coupon: CouponInput): Promise<Coupon> {
  return (await apiClient().post<Coupon>('/admin/coupons', coupon)).data;
}

export async function updateCoupon(code: string, coupon: Omit<CouponInput, 'code'>): Promise<Coupon> {
  return (await apiClient().put<Coupon>(path(code), coupon)).data;
}

export async function toggleCoupon(code: string): Promise<Coupon> {
  return (await apiClient().patch<Coupon>(`${path(code)}/toggle-active`)).data;
}

export async function deleteCoupon(code: string): Promise<void> {
  await apiClient().delete(path(code));
}
