import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { MAX_WISHLIST_ITEMS } from '@store/shared/catalog';
import type { WishlistAnswer, WishlistItem } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { customers, products, wishlistItems } from '../../db/schema';
import { HttpError } from '../../http/errors';

/**
 * A signed-in shopper's wishlist (issue 35): product ids with the time each was saved, at most
 * MAX_WISHLIST_ITEMS, only products on sale when saved. Changes run under a lock on the account's
 * row, so two tabs saving at once are counted one after the other.
 */

type Items = WishlistAnswer['items'];

/** The list, newest first (a piece taken off sale since stays: the page says so and offers Remove). */
export async function wishlistOf(db: Database, customerId: string): Promise<Items> {
  const rows = await db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.addedAt), wishlistItems.productId);
  return rows.map((row) => ({ productId: row.productId, addedAt: row.addedAt.toISOString() }));
}

const answer = (items: Items, skipped = 0, message: string | null = null): WishlistAnswer => ({
  items,
  skipped,
  message,
});

async function lockAccount(tx: Database, customerId: string) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

async function onSale(tx: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return new Set(rows.map((row) => row.id));
}

const FULL = `Your wishlist holds up to ${MAX_WISHLIST_ITEMS} pieces. Remove one to save another.`;

/** Saves a piece (once: saved again, it keeps its first time). 404 when not on sale, 409 when full. */
export async function savePiece(db: Database, customerId: string, productId: string): Promise<WishlistAnswer> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, customerId);
    if (!(await onSale(tx, [productId])).has(productId)) throw new HttpError(404, 'This piece is no longer sold');
    const [kept] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId));
    const [already] = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
    if (already) return;
    if ((kept?.n ?? 0) >= MAX_WISHLIST_ITEMS) throw new HttpError(409, FULL);
    await tx.insert(wishlistItems).values({ customerId, productId });
  });
  return answer(await wishlistOf(db, customerId));
}

/** Takes a piece off the list; one not on it is no error (a second tap, another tab). */
export async function removePiece(db: Database, customerId: string, productId: string): Promise<WishlistAnswer> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
  return answer(await wishlistOf(db, customerId));
}

/**
 * At sign-in, what the guest saved in this browser joins the account's list: pieces no longer on
 * sale are skipped, and past the cap the newest are kept. The merged list comes back, with what
 * was skipped and why in a sentence for the shopper.
 */
export async function mergeGuestList(db: Database, customerId: string, guest: WishlistItem[]): Promise<WishlistAnswer> {
  const now = Date.now();
  const { skipped, message } = await db.transaction(async (tx) => {
    await lockAccount(tx, customerId);
    const have = new Set((await wishlistOf(tx, customerId)).map((item) => item.productId));
    // One per product, the earliest time the guest gave; a time ahead of the clock is now.
    const wanted = new Map<string, number>();
    for (const item of guest) {
      if (have.has(item.productId)) continue;
      const at = Math.min(Date.parse(item.addedAt), now);
      wanted.set(item.productId, Math.min(at, wanted.get(item.productId) ?? at));
    }
    const sold = await onSale(tx, [...wanted.keys()]);
    const gone = [...wanted.keys()].filter((id) => !sold.has(id)).length;
    const room = Math.max(0, MAX_WISHLIST_ITEMS - have.size);
    const keep = [...wanted]
      .filter(([id]) => sold.has(id))
      .sort(([, a], [, b]) => b - a)
      .slice(0, room);
    const over = sold.size - keep.length;
    if (keep.length)
      await tx
        .insert(wishlistItems)
        .values(keep.map(([productId, at]) => ({ customerId, productId, addedAt: new Date(at) })))
        .onConflictDoNothing();
    const reasons = [
      gone ? `${gone === 1 ? '1 saved piece is' : `${gone} saved pieces are`} no longer sold` : '',
      over ? `${over} did not fit: a wishlist holds up to ${MAX_WISHLIST_ITEMS} pieces` : '',
    ].filter(Boolean);
    return { skipped: gone + over, message: reasons.length ? `${reasons.join('; ')}.` : null };
  });
  const items = await wishlistOf(db, customerId);
  return answer(items, skipped, message ? message.charAt(0).toUpperCase() + message.slice(1) : null);
}
