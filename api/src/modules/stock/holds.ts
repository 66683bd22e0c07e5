import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { stockKeyLabel } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { productStock, stockHolds, type PricedLine } from '../../db/schema';
import { refusalOf } from '@store/shared/schemas';
import { refused } from '../../http/errors';
import { sizesCameBack, type Restocks } from './backInStock';

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
 * Gives pieces back, one key at a time in the takers' order. A key left with exactly what came
 * back had none before: its waiting shoppers are told (`sizesCameBack`).
 */
async function giveBack(tx: Database, jobs: Restocks, needs: Omit<Need, 'name'>[]): Promise<void> {
  const sorted = [...needs].sort(inTakersOrder);
  const cameBack = [];
  for (const need of sorted) {
    const [row] = await tx
      .update(productStock)
      .set({ onHand: sql`${productStock.onHand} + ${need.quantity}` })
      .where(and(eq(productStock.productId, need.productId), eq(productStock.stockKey, need.stockKey)))
      .returning({ onHand: productStock.onHand });
    if (row?.onHand === need.quantity) cameBack.push(need);
  }
  await sizesCameBack(tx, jobs, cameBack);
}

/**
 * Holds the stock of every standard-size line for a checkout, in the caller's transaction: each
 * key is taken with `on_hand = on_hand - n where on_hand >= n`, so of many shoppers paying for
 * the last piece at once exactly one gets it. If any key lacks stock nothing is held: 409 with
 * the first piece missing in the message and every one in `soldOut`. The card checkout
 * calls it as its transaction's last write, so the hot rows are locked for the least time.
 */
export async function holdStock(tx: Database, checkoutId: string, lines: PricedLine[], expiresAt: Date) {
  const needs = needsOf(lines);
  if (needs.length === 0) return;
  await tx
    .insert(stockHolds)
    .values(
      needs.map(({ productId, stockKey, quantity }) => ({ checkoutId, productId, stockKey, quantity, expiresAt })),
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

/** Releases what a checkout still holds (its stock goes back); how many pieces went back. */
export async function releaseHolds(tx: Database, jobs: Restocks, checkoutId: string): Promise<number> {
  const released = await tx
    .update(stockHolds)
    .set({ state: 'released' })
    .where(and(eq(stockHolds.checkoutId, checkoutId), eq(stockHolds.state, 'held')))
    .returning();
  await giveBack(tx, jobs, released);
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
 * Gives back the stock of every hold that lapsed by `now`: a timer calls it today (server.ts),
 * a scheduled job can tomorrow. Idempotent and safe on many instances at once (each hold is
 * claimed by one conditional update). Returns how many holds it released.
 */
export async function releaseExpiredHolds(db: Database, jobs: Restocks, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(stockHolds)
      .set({ state: 'released' })
      .where(and(eq(stockHolds.state, 'held'), lte(stockHolds.expiresAt, now)))
      .returning();
    await giveBack(tx, jobs, lapsed);
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
