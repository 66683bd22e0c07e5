import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productStock, type PricedLine } from '../../db/schema';
import { sizesCameBack, type Restocks } from './backInStock';

/** A stock key of a product: one size's count (a men's set has two, its upper and its lower). */
export interface Piece {
  productId: string;
  stockKey: string;
}

/** Code units, as every process sorts them whatever its locale (`localeCompare` follows the locale's). */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Stock rows are always locked in this order (product, then key), so two takers never deadlock. */
export const inTakersOrder = (a: Piece, b: Piece) =>
  a.productId === b.productId ? byCodeUnit(a.stockKey, b.stockKey) : byCodeUnit(a.productId, b.productId);

/**
 * Locks the stock rows of `pieces` (in the takers' order already) before any is changed. A change
 * to a row can bump the catalogue's version, one row of its own (the trigger on product_stock): a
 * taker that changed one row and then waited for the next would hold the version while the
 * checkout holding that next row waited for it. The hold (`checkout_hold`) locks all first too.
 */
async function lockAll(tx: Database, pieces: Piece[]): Promise<void> {
  if (pieces.length < 2) return;
  await tx.execute(sql`select 1 from unnest(${sql.param(pieces.map((piece) => piece.productId))}::uuid[],
      ${sql.param(pieces.map((piece) => piece.stockKey))}::text[]) with ordinality as n(product_id, stock_key, ord)
    join product_stock s on s.product_id = n.product_id and s.stock_key = n.stock_key
    order by n.ord for update of s`);
}

/** One conditional decrement: true when the pieces were there and are now taken. */
async function take(tx: Database, piece: Piece, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(productStock)
    .set({ onHand: sql`${productStock.onHand} - ${quantity}` })
    .where(
      and(
        eq(productStock.productId, piece.productId),
        eq(productStock.stockKey, piece.stockKey),
        sql`${productStock.onHand} >= ${quantity}`,
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
export async function giveBack(tx: Database, pieces: (Piece & { quantity: number })[]): Promise<void> {
  const ordered = [...pieces].sort(inTakersOrder);
  await lockAll(tx, ordered);
  for (const piece of ordered)
    await tx
      .update(productStock)
      .set({ onHand: sql`${productStock.onHand} + ${piece.quantity}` })
      .where(and(eq(productStock.productId, piece.productId), eq(productStock.stockKey, piece.stockKey)));
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
  await lockAll(tx, wanted);
  for (const { index, productId, stockKey } of wanted)
    if (await take(tx, { productId, stockKey }, 1)) taken[index]?.push(stockKey);
  return lines.map((line, index) => {
    const keys = taken[index] ?? [];
    return { ...line, stockKeys: keys, stockShort: keys.length < (line.stockKeys ?? []).length };
  });
}

/**
 * One piece of each key of a product, taken in the caller's transaction (an exchange's new
 * size): the keys that had none left. The caller throws when any is missing, which rolls back
 * those taken.
 */
export async function takeOnePiece(tx: Database, productId: string, keys: string[]): Promise<string[]> {
  const missing: string[] = [];
  const pieces = keys.map((stockKey) => ({ productId, stockKey })).sort(inTakersOrder);
  await lockAll(tx, pieces);
  for (const piece of pieces) if (!(await take(tx, piece, 1))) missing.push(piece.stockKey);
  return missing;
}

/**
 * Puts pieces back on sale, one per stock key listed: a delivery refused at the door, a refused
 * exchange's held size, a returned piece the desk marked sellable. A size never counted gets its
 * row; one left with a single piece had none, and its waiting shoppers are told.
 */
export async function returnToStock(tx: Database, jobs: Restocks, pieces: Piece[]): Promise<void> {
  const cameBack = [];
  const ordered = [...pieces].sort(inTakersOrder);
  await lockAll(tx, ordered);
  for (const piece of ordered) {
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
