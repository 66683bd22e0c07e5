import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { stockKeyLabel } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { productStock, stockHolds, type PricedLine } from '../../db/schema';
import { refusalOf } from '@store/shared/schemas';
import { HttpError, refused } from '../../http/errors';
import { sizesCameBack, type Restocks } from './backInStock';

/**
 * Whom a checkout holds for, and the most pieces of one size such a shopper may hold at once
 * (STOCK_HOLD_PER_SIZE): one checkout, and all the live holds of the same phone, client
 * address or account together. A script can otherwise make the last pieces of a size look sold
 * out with checkouts it never pays.
 */
export interface HoldCap {
  phone: string;
  /** The caller's address; null when per-client limits are off (RATE_LIMITS=false, a load test from one address). */
  client: string | null;
  customerId: string | null;
  maxPerSize: number;
}

/** The cap when none is configured (STOCK_HOLD_PER_SIZE's default). */
export const HOLD_MAX_PER_SIZE = 3;

/** A checkout's `HoldCap` from the store's setting and who is checking out. */
export function holdCapOf(
  setting: { maxPerSize: number; perClient: boolean } | undefined,
  shopper: { phone: string; client: string; customerId: string | null },
): HoldCap {
  return {
    phone: shopper.phone,
    client: setting?.perClient ? shopper.client : null,
    customerId: shopper.customerId,
    maxPerSize: setting?.maxPerSize ?? HOLD_MAX_PER_SIZE,
  };
}

/** A stock key one product needs, and how many pieces. */
interface Need {
  productId: string;
  stockKey: string;
  quantity: number;
  /** For the shopper's message: the first line's name. */
  name: string;
}

/** Stock rows are always locked in this order (product, then key), so two takers never deadlock. */
const inTakersOrder = (a: Pick<Need, 'productId' | 'stockKey'>, b: Pick<Need, 'productId' | 'stockKey'>) =>
  a.productId === b.productId ? a.stockKey.localeCompare(b.stockKey) : a.productId.localeCompare(b.productId);

/** The pieces the lines take, one need per product and key, in one fixed order (no two takers deadlock). */
function needsOf(lines: PricedLine[]): Need[] {
  const needs = new Map<string, Need>();
  for (const line of lines)
    for (const stockKey of line.stockKeys ?? []) {
      const id = `${line.productId} ${stockKey}`;
      const need = needs.get(id) ?? { productId: line.productId, stockKey, quantity: 0, name: line.name };
      need.quantity += 1;
      needs.set(id, need);
    }
  return [...needs.values()].sort(inTakersOrder);
}

/** One conditional decrement: true when the pieces were there and are now taken. */
async function take(tx: Database, need: Need): Promise<boolean> {
  const taken = await tx
    .update(productStock)
    .set({ onHand: sql`${productStock.onHand} - ${need.quantity}` })
    .where(
      and(
        eq(productStock.productId, need.productId),
        eq(productStock.stockKey, need.stockKey),
        sql`${productStock.onHand} >= ${need.quantity}`,
      ),
    )
    .returning({ onHand: productStock.onHand });
  return taken.length > 0;
}

/**
 * Gives held pieces back, one key at a time in the takers' order. Nobody waiting is told: the
 * pieces were never sold, so a size out only because a checkout held it was never really out,
 * and a hold let go at will (a closed widget, a checkout left to lapse) must not spend the
 * alerts of shoppers waiting for a real restock.
 */
async function giveBack(tx: Database, needs: Omit<Need, 'name'>[]): Promise<void> {
  for (const need of [...needs].sort(inTakersOrder))
    await tx
      .update(productStock)
      .set({ onHand: sql`${productStock.onHand} + ${need.quantity}` })
      .where(and(eq(productStock.productId, need.productId), eq(productStock.stockKey, need.stockKey)));
}

/** The keys a hold is counted under, for the cap per shopper. */
const holderKeys = (cap: HoldCap) =>
  [
    `phone:${cap.phone}`,
    cap.client === null ? null : `client:${cap.client}`,
    cap.customerId === null ? null : `customer:${cap.customerId}`,
  ].filter((key): key is string => key !== null);

/**
 * 400 when one checkout asks for more pieces of a size than the cap, 409 when the shopper's other
 * live holds of it (by phone, client address or account) would go over it; nothing is held then.
 * Under transaction locks on each key (sorted, so two checkouts never deadlock), so checkouts
 * sent at once are counted one after another.
 */
async function checkHoldCap(tx: Database, needs: Need[], cap: HoldCap, now: Date): Promise<void> {
  const piece = (need: Need) => `${need.name} in size ${stockKeyLabel(need.stockKey)}`;
  const over = needs.find((need) => need.quantity > cap.maxPerSize);
  if (over)
    throw new HttpError(400, `items: at most ${cap.maxPerSize} of ${piece(over)} can be bought in one order`, {
      field: 'items',
    });
  const keys = holderKeys(cap).sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stock-holder:${key}`}))`);
  const held = sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  for (const need of needs) {
    const [row] = await tx
      .select({ pieces: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int` })
      .from(stockHolds)
      .where(
        and(
          eq(stockHolds.productId, need.productId),
          eq(stockHolds.stockKey, need.stockKey),
          eq(stockHolds.state, 'held'),
          gt(stockHolds.expiresAt, now),
          sql`${stockHolds.holders} && ${held}`,
        ),
      );
    const already = row?.pieces ?? 0;
    if (already + need.quantity > cap.maxPerSize)
      throw new HttpError(
        409,
        `items: ${already} of ${piece(need)} ${already === 1 ? 'is' : 'are'} already held for you in another checkout, and one shopper may hold at most ${cap.maxPerSize}; complete or close that checkout, or try again when its hold ends`,
        { field: 'items' },
      );
  }
}

/**
 * Holds the stock of every standard-size line for a checkout, in the caller's transaction: each
 * key is taken with `on_hand = on_hand - n where on_hand >= n`, so of many shoppers paying for
 * the last piece at once exactly one gets it. If any key lacks stock nothing is held: 409 with
 * the first piece missing in the message and every one in `soldOut`. Beyond the cap per shopper
 * (`HoldCap`) nothing is held either. The card checkout calls it as its transaction's last
 * write, so the hot rows are locked for the least time.
 */
export async function holdStock(
  tx: Database,
  checkoutId: string,
  lines: PricedLine[],
  expiresAt: Date,
  cap: HoldCap,
  now = new Date(),
) {
  const needs = needsOf(lines);
  if (needs.length === 0) return;
  await checkHoldCap(tx, needs, cap, now);
  const holders = holderKeys(cap);
  await tx.insert(stockHolds).values(
    needs.map(({ productId, stockKey, quantity }) => ({
      checkoutId,
      productId,
      stockKey,
      quantity,
      expiresAt,
      holders,
    })),
  );
  // The stock rows are taken last: a row every buyer of that size waits on stays locked only
  // until the commit that follows, not through the caller's other writes.
  const missing: Need[] = [];
  for (const need of needs) if (!(await take(tx, need))) missing.push(need);
  const [first] = missing;
  if (first)
    throw refused(
      `Sorry, ${first.name} in ${stockKeyLabel(first.stockKey)} just sold out.`,
      refusalOf('stock.soldOut', {
        productId: first.productId,
        product: first.name,
        size: stockKeyLabel(first.stockKey),
      }),
      { soldOut: missing.map(({ productId, stockKey }) => ({ productId, size: stockKey })) },
      409,
    );
}

/**
 * Turns a checkout's live holds into the sale, in the order's transaction. True when every hold
 * was still held and unexpired at `now`; false when any lapsed or was released (the caller takes
 * the stock again).
 */
export async function sellHeldStock(tx: Database, checkoutId: string, now: Date): Promise<boolean> {
  const holds = await tx
    .select()
    .from(stockHolds)
    .where(eq(stockHolds.checkoutId, checkoutId))
    .orderBy(asc(stockHolds.id))
    .for('update');
  const live = holds.every((hold) => hold.state === 'held' && hold.expiresAt > now);
  if (!live) return false;
  if (holds.length > 0)
    await tx
      .update(stockHolds)
      .set({ state: 'sold' })
      .where(and(eq(stockHolds.checkoutId, checkoutId), eq(stockHolds.state, 'held')));
  return true;
}

/** Releases what a checkout still holds (its stock goes back, alerting nobody); how many pieces went back. */
export async function releaseHolds(tx: Database, checkoutId: string): Promise<number> {
  const released = await tx
    .update(stockHolds)
    .set({ state: 'released' })
    .where(and(eq(stockHolds.checkoutId, checkoutId), eq(stockHolds.state, 'held')))
    .returning();
  await giveBack(tx, released);
  return released.reduce((sum, hold) => sum + hold.quantity, 0);
}

/**
 * Takes the stock of lines paid for after their hold lapsed, as far as it goes: the keys there
 * are taken; a line missing any of its keys is short (the order is kept and flagged for the desk).
 * Returns each line with the keys it took and whether it is short.
 */
export async function retakeStock(tx: Database, lines: PricedLine[]) {
  const taken = lines.map(() => [] as string[]);
  const wanted = lines
    .flatMap((line, index) =>
      (line.stockKeys ?? []).map((stockKey) => ({ index, productId: line.productId, stockKey })),
    )
    .sort(inTakersOrder);
  for (const { index, productId, stockKey } of wanted)
    if (await take(tx, { productId, stockKey, quantity: 1, name: '' })) taken[index]?.push(stockKey);
  return lines.map((line, index) => {
    const keys = taken[index] ?? [];
    return { ...line, stockKeys: keys, stockShort: keys.length < (line.stockKeys ?? []).length };
  });
}

/**
 * Gives back the stock of every hold that lapsed by `now` (alerting nobody): the `sweep-holds`
 * job calls it every minute. Idempotent and safe on many instances at once (each hold is
 * claimed by one conditional update). Returns how many holds it released.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(stockHolds)
      .set({ state: 'released' })
      .where(and(eq(stockHolds.state, 'held'), lte(stockHolds.expiresAt, now)))
      .returning();
    await giveBack(tx, lapsed);
    return lapsed.length;
  });
}

/** Whether a checkout's hold is still running at `now`. */
export const holdRunning = (holdExpiresAt: Date | null, now: Date) => holdExpiresAt !== null && holdExpiresAt > now;

/**
 * One piece of each key of a product, taken in the caller's transaction (an exchange's new
 * size): the keys that had none left. The caller throws when any is missing, which rolls back
 * those taken.
 */
export async function takeOnePiece(tx: Database, productId: string, keys: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const stockKey of [...keys].sort())
    if (!(await take(tx, { productId, stockKey, quantity: 1, name: '' }))) missing.push(stockKey);
  return missing;
}

/**
 * Puts pieces back on sale, one per stock key listed: a delivery refused at the door, a refused
 * exchange's held size, a returned piece the desk marked sellable. A size never counted gets its
 * row; one left with a single piece had none, and its waiting shoppers are told.
 */
export async function returnToStock(
  tx: Database,
  jobs: Restocks,
  pieces: { productId: string; stockKey: string }[],
): Promise<void> {
  const cameBack = [];
  for (const piece of [...pieces].sort(inTakersOrder)) {
    const [row] = await tx
      .insert(productStock)
      .values({ productId: piece.productId, stockKey: piece.stockKey, onHand: 1 })
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.stockKey],
        set: { onHand: sql`${productStock.onHand} + 1` },
      })
      .returning({ onHand: productStock.onHand });
    if (row?.onHand === 1) cameBack.push(piece);
  }
  await sizesCameBack(tx, jobs, cameBack);
}
