import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, type CheckoutRow, type PricedLine } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { couponDiscount } from '../coupons/applyCoupon';
import { retakeStock } from '../stock/pieces';
import { releaseHolds, sellHeldStock } from './holds';

/** Why a payment captured after its hold lapsed is not turned into an order (it is refunded). */
export const HOLD_LAPSED_REASON = 'the prices or coupon changed after the checkout hold expired';

/** Whether a lapsed checkout's prices or coupon are no longer today's (a product withdrawn counts). */
async function pricesChanged(tx: Database, checkout: CheckoutRow): Promise<boolean> {
  const ids = [...new Set(checkout.lines.map((line) => line.productId))];
  const rows = ids.length
    ? await tx
        .select({ id: products.id, pricePaise: products.pricePaise })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.active, true)))
    : [];
  const today = new Map(rows.map((row) => [row.id, row.pricePaise]));
  if (checkout.lines.some((line) => today.get(line.productId) !== line.pricePaise)) return true;
  if (!checkout.couponCode) return false;
  const shopper = { customerId: checkout.customerId, phone: checkout.address?.phone ?? '' };
  try {
    const coupon = await couponDiscount(tx, checkout.couponCode, checkout.subtotalPaise, shopper);
    // The checkout's discount holds the prepaid nudge too (pricing.ts): the coupon's is the rest.
    return coupon.discountPaise !== checkout.discountPaise - checkout.prepaidDiscountPaise;
  } catch (error) {
    if (error instanceof HttpError) return true;
    throw error;
  }
}

/**
 * The stock side of a captured payment, in the order's transaction. Within the hold, its pieces
 * become the sale at the held prices. After it (or after a release), the prices and coupon are
 * checked against today's: changed, nothing is sold and `changed` says why (the payment is
 * recorded unapplied, for a refund); unchanged, the stock is taken again as far as it goes and
 * a line whose piece sold meanwhile is `stockShort` (the order is kept and flagged, never lost).
 */
export async function settleStock(
  tx: Database,
  checkout: CheckoutRow,
  now: Date,
): Promise<{ lines: (PricedLine & { stockShort?: boolean })[]; changed: string | null }> {
  const running = checkout.holdExpiresAt === null || checkout.holdExpiresAt > now;
  if (running && (await sellHeldStock(tx, checkout.id, now))) return { lines: checkout.lines, changed: null };
  await releaseHolds(tx, checkout.id);
  if (!running && (await pricesChanged(tx, checkout))) return { lines: [], changed: HOLD_LAPSED_REASON };
  return { lines: await retakeStock(tx, checkout.lines), changed: null };
}
