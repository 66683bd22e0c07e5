import { formatPaise } from '@store/shared/format';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** The discount a code gives on a subtotal, or a 400 saying why it does not apply. */
export async function couponDiscount(db: Database, code: string, subtotalPaise: number) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  if (!coupon || !coupon.active) throw new HttpError(400, `coupon: ${code.trim().toUpperCase()} is not a valid code`);
  if (coupon.expiresAt && coupon.expiresAt.getTime() < Date.now())
    throw new HttpError(400, `coupon: ${coupon.code} has expired`);
  if (subtotalPaise < coupon.minOrderPaise)
    throw new HttpError(400, `coupon: ${coupon.code} needs an order of at least ${formatPaise(coupon.minOrderPaise)}`);
  // Whole rupees, never more than the subtotal.
  const raw = coupon.kind === 'percent' ? (subtotalPaise * coupon.value) / 100 : coupon.value;
  const discountPaise = Math.min(subtotalPaise, Math.round(raw / 100) * 100);
  const label = coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatPaise(coupon.value)} off`;
  return { code: coupon.code, discountPaise, label };
}
