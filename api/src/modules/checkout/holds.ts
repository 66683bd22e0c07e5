import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { stockKeyLabel } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { productStock, stockHolds, type PricedLine } from '../../db/schema';
import { refusalOf } from '@store/shared/schemas';
import { HttpError, refused } from '../../http/errors';
import { giveBack, inTakersOrder, type Piece } from '../stock/pieces';

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
interface Need extends Piece {
  quantity: number;
  /** For the shopper's message: the first line's name. */
  name: string;
}

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

/** The keys a hold is counted under, for the cap per shopper. */
const holderKeys = (cap: HoldCap) =>
  [
    `phone:${cap.phone}`,
    cap.client === null ? null : `client:${cap.client}`,
    cap.customerId === null ? null : `customer:${cap.customerId}`,
  ].filter((key): key is string => key !== null);

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The shopper's holder keys, locked until the transaction ends (sorted, so two checkouts never
 * deadlock), in one statement. Its own round trip: the statement that counts the shopper's live
 * holds must start after the lock is granted, or its snapshot would miss the holds the checkout
 * it waited for has just committed.
 */
async function lockHolders(tx: Database, keys: string[]): Promise<void> {
  const ordered = sql`select k from unnest(${textArray(keys.map((key) => `stock-holder:${key}`))}) as k order by k`;
  await tx.execute(sql`select count(pg_advisory_xact_lock(hashtext(o.k)))::int as locked from (${ordered}) as o`);
}

/** What the hold statement found for one need, in the needs' order. */
interface NeedOutcome {
  /** Pieces of this size already held for the shopper in other live checkouts. */
  held: number;
  taken: boolean;
}

/**
 * The hold in one statement: the shopper's live holds of each size are counted; only when no
 * size goes over the cap are the stock rows locked (in the takers' order), decremented where
 * enough is left (`on_hand >= n`, re-checked on the newest row by PostgreSQL when another taker
 * changed it meanwhile) and the holds written. A short size is returned, not an error: the
 * caller throws, which rolls the whole transaction back.
 */
async function holdInOneStatement(
  tx: Database,
  hold: { checkoutId: string; needs: Need[]; holders: string[]; expiresAt: Date; now: Date; maxPerSize: number },
): Promise<NeedOutcome[]> {
  const needs = JSON.stringify(
    hold.needs.map((need, ord) => ({
      ord,
      product_id: need.productId,
      stock_key: need.stockKey,
      quantity: need.quantity,
    })),
  );
  const holders = textArray(hold.holders);
  const result = await tx.execute(sql`
    with need as (
      select n.ord, n.product_id::uuid as product_id, n.stock_key, n.quantity
      from jsonb_to_recordset(${needs}::jsonb) as n(ord int, product_id text, stock_key text, quantity int)
    ),
    held as (
      select need.ord, coalesce((
        select sum(h.quantity) from ${stockHolds} h
        where h.product_id = need.product_id and h.stock_key = need.stock_key and h.state = 'held'
          and h.expires_at > ${hold.now.toISOString()}::timestamptz and h.holders && ${holders}
      ), 0)::int as pieces
      from need
    ),
    allowed as (
      select not exists (
        select 1 from need join held on held.ord = need.ord where held.pieces + need.quantity > ${hold.maxPerSize}::int
      ) as ok
    ),
    locked as (
      select s.product_id, s.stock_key from ${productStock} s
      join need on need.product_id = s.product_id and need.stock_key = s.stock_key
      where (select ok from allowed)
      order by s.product_id, s.stock_key
      for update of s
    ),
    taken as (
      update ${productStock} s set on_hand = s.on_hand - need.quantity
      from need
      where need.product_id = s.product_id and need.stock_key = s.stock_key and s.on_hand >= need.quantity
        and (s.product_id, s.stock_key) in (select product_id, stock_key from locked)
      returning s.product_id, s.stock_key
    ),
    written as (
      insert into ${stockHolds} (checkout_id, product_id, stock_key, quantity, expires_at, holders)
      select ${hold.checkoutId}::uuid, need.product_id, need.stock_key, need.quantity,
        ${hold.expiresAt.toISOString()}::timestamptz, ${holders}
      from need where (select ok from allowed)
      returning 1
    )
    select held.pieces as held,
      exists (select 1 from taken where taken.product_id = need.product_id and taken.stock_key = need.stock_key) as taken,
      (select count(*) from written)::int as written
    from need join held on held.ord = need.ord
    order by need.ord`);
  const rows = (result as unknown as { rows: { held: number | string; taken: boolean }[] }).rows;
  return rows.map((row) => ({ held: Number(row.held), taken: row.taken }));
}

/**
 * Holds the stock of every standard-size line for a checkout, in the caller's transaction and
 * two round trips (the shopper's locks, then one statement): each key is taken with
 * `on_hand = on_hand - n where on_hand >= n`, so of many shoppers paying for the last piece at
 * once exactly one gets it. If any key lacks stock nothing is held: 409 with the first piece
 * missing in the message and every one in `soldOut`. Beyond the cap per shopper (`HoldCap`:
 * 400 when one checkout asks for more of a size, 409 when the shopper's other live holds of it,
 * by phone, client address or account, would go over it) nothing is held either. The shopper's
 * keys are locked first, so checkouts sent at once are counted one after another. The card
 * checkout calls it as its transaction's last write, so the hot rows are locked for the least time.
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
  const piece = (need: Need) => `${need.name} in size ${stockKeyLabel(need.stockKey)}`;
  const over = needs.find((need) => need.quantity > cap.maxPerSize);
  if (over)
    throw new HttpError(400, `items: at most ${cap.maxPerSize} of ${piece(over)} can be bought in one order`, {
      field: 'items',
    });
  const holders = holderKeys(cap);
  await lockHolders(tx, [...holders].sort());
  const outcomes = await holdInOneStatement(tx, {
    checkoutId,
    needs,
    holders,
    expiresAt,
    now,
    maxPerSize: cap.maxPerSize,
  });
  needs.forEach((need, index) => {
    const already = outcomes[index]?.held ?? 0;
    if (already + need.quantity > cap.maxPerSize)
      throw new HttpError(
        409,
        `items: ${already} of ${piece(need)} ${already === 1 ? 'is' : 'are'} already held for you in another checkout, and one shopper may hold at most ${cap.maxPerSize}; complete or close that checkout, or try again when its hold ends`,
        { field: 'items' },
      );
  });
  const missing = needs.filter((_, index) => !outcomes[index]?.taken);
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
