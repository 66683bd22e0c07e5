import { formatPaise, paiseToRupees, percentOf, rupeesToPaise } from '@store/shared/format';
import { and, count, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponRedemptions, coupons, type CouponRow } from '../../db/schema';
import { refusalOf } from '@store/shared/schemas';
import { HttpError, refused } from '../../http/errors';

/**
 * Who is using a code, for the per-customer cap: what a shopper cannot change cheaply. Their
 * account when signed in (its phone was proven by a code), the delivery phone, and the delivery
 * address: a guest who types another phone still ships to the same door.
 */
export interface CouponShopper {
  customerId: string | null;
  phone: string | null;
  address?: { street: string; zip: string } | null;
}

/** A text folded to its lower-case letters and digits ('Flat 4, M.G. Road' and 'flat 4 mg road' are one). */
const lettersAndDigits = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * One delivery address as the per-customer cap compares it: street and pincode, letters and
 * digits only (migration 0039 folds past uses alike). Null for a street with no Latin letter or
 * digit, which would fold to the pincode alone and refuse a whole neighbourhood.
 */
export function couponAddressKey(address: { street: string; zip: string }): string | null {
  const street = lettersAndDigits(address.street);
  return street ? `${street}|${address.zip.replace(/[^0-9]/g, '')}` : null;
}

/** A transaction or the database: both run the same queries. */
type Queries = Pick<Database, 'select' | 'insert'>;

function sameShopper(shopper: CouponShopper): SQL | undefined {
  const addressKey = shopper.address ? couponAddressKey(shopper.address) : null;
  return or(
    shopper.customerId ? eq(couponRedemptions.customerId, shopper.customerId) : undefined,
    shopper.phone ? eq(couponRedemptions.phone, shopper.phone) : undefined,
    addressKey ? eq(couponRedemptions.addressKey, addressKey) : undefined,
  );
}

/** Why the caps refuse this shopper another use of the coupon, or null. */
async function capProblem(db: Queries, coupon: CouponRow, shopper: CouponShopper | null): Promise<HttpError | null> {
  const uses = async (where?: SQL) =>
    (
      await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.code, coupon.code), where))
    )[0]?.n ?? 0;
  if (coupon.maxUses !== null && (await uses()) >= coupon.maxUses)
    return refused(`coupon: ${coupon.code} has been fully used`, refusalOf('coupon.usedUp', { coupon: coupon.code }));
  const who = shopper && sameShopper(shopper);
  if (coupon.maxUsesPerCustomer !== null && who && (await uses(who)) >= coupon.maxUsesPerCustomer)
    return refused(
      `coupon: you have already used ${coupon.code}${coupon.maxUsesPerCustomer > 1 ? ` ${coupon.maxUsesPerCustomer} times` : ''}`,
      refusalOf('coupon.alreadyUsed', { coupon: coupon.code, times: coupon.maxUsesPerCustomer }),
    );
  return null;
}

/**
 * The discount a code gives on a subtotal, or a 400 saying why it does not apply: unknown or
 * off, outside its validity window, under its minimum order, or its caps already reached.
 */
export async function couponDiscount(
  db: Database,
  code: string,
  subtotalPaise: number,
  shopper: CouponShopper | null = null,
) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  const asked = code.trim().toUpperCase();
  if (!coupon || !coupon.active)
    throw refused(`coupon: ${asked} is not a valid code`, refusalOf('coupon.unknown', { coupon: asked }));
  const named = { coupon: coupon.code };
  const now = Date.now();
  if (coupon.startsAt && coupon.startsAt.getTime() > now)
    throw refused(`coupon: ${coupon.code} is not valid yet`, refusalOf('coupon.notYetValid', named));
  if (coupon.expiresAt && coupon.expiresAt.getTime() < now)
    throw refused(`coupon: ${coupon.code} has expired`, refusalOf('coupon.expired', named));
  if (subtotalPaise < coupon.minOrderPaise)
    throw refused(
      `coupon: ${coupon.code} needs an order of at least ${formatPaise(coupon.minOrderPaise)}`,
      refusalOf('coupon.minimumNotMet', { ...named, minimum: paiseToRupees(coupon.minOrderPaise) }),
    );
  const problem = await capProblem(db, coupon, shopper);
  if (problem) throw problem;
  // Whole rupees, never more than the subtotal.
  const raw = coupon.kind === 'percent' ? percentOf(subtotalPaise, coupon.value) : coupon.value;
  const discountPaise = Math.min(subtotalPaise, rupeesToPaise(Math.round(paiseToRupees(raw))));
  const label = coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatPaise(coupon.value)} off`;
  return { code: coupon.code, discountPaise, label };
}

/**
 * Records a use of the code for a new order, inside the order's transaction, with the coupon
 * row locked so concurrent payments count one after another. False: a cap was reached since
 * the checkout started (the caller places the order without the discount).
 */
export async function redeemCoupon(
  tx: Database,
  code: string,
  orderId: string,
  shopper: CouponShopper & { phone: string },
): Promise<boolean> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  // A code deleted since the checkout started is honoured: the shopper was shown its discount.
  if (coupon && (await capProblem(tx, coupon, shopper))) return false;
  await tx.insert(couponRedemptions).values({
    orderId,
    code,
    customerId: shopper.customerId,
    phone: shopper.phone,
    addressKey: shopper.address ? couponAddressKey(shopper.address) : null,
  });
  return true;
}
