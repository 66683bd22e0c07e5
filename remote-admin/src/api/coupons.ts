import { apiClient } from '@store/shared/api';
import type { CouponInput } from '@store/shared/schemas';

export interface Coupon {
  code: string;
  kind: 'percent' | 'flat';
  value: number;
  minOrder: number;
  startsAt: string | null;
  expiresAt: string | null;
  /** Orders in all, and per customer (account or phone); null: no cap. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** Orders it was used on (the API counts them when listing). */
  uses?: number;
  active: boolean;
}

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
