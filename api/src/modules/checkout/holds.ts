import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { stockKeyLabel } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { literal, runScript, textArray } from '../../db/sqlScript';
import { stockHolds, type PricedLine } from '../../db/schema';
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

/** A hold to take: its checkout, the pieces, whom it is for and until when. */
interface Hold {
  checkoutId: string;
  needs: Need[];
  holders: string[];
  expiresAt: Date;
  now: Date;
  maxPerSize: number;
}

/**
 * The shopper's holder keys, locked until the transaction ends (sorted, so two checkouts never
 * deadlock). A statement of its own: the statement that counts the shopper's live holds must
 * start after the lock is granted, or its snapshot would miss the holds the checkout it waited
 * for has just committed.
 */
const lockHolders = (keys: string[]) =>
  `select count(pg_advisory_xact_lock(hashtext(o.k)))::int as locked
     from (select k from unnest(${textArray([...keys].sort().map((key) => `stock-holder:${key}`))}) as k order by k) as o`;

/** What the hold statement found for one need, in the needs' order. */
interface NeedOutcome {
  /** Pieces of this size already held for the shopper in other live checkouts. */
  held: number;
  /** Enough pieces of it were on hand. */
  there: boolean;
}

/**
 * The hold in one statement, all or nothing: the shopper's live holds of each size are counted
 * (`first`, a CTE the caller writes before, e.g. its idempotency record, must have written its
 * row too); only when no size goes over the cap are the stock rows locked (in the takers'
 * order, each read as its newest version once locked), and only when every one has enough are
 * they decremented, the holds written and each of `writes` (an `insert ... select`) run. A
 * short size is returned, not an error, and nothing was written: sent on its own in a
 * transaction of one message, the transaction may commit as it is. `unchanged` (a SQL
 * condition: the products still as priced) gates it all as the cap does. The check on
 * `on_hand >= 0` is the last guard: a decrement below it fails the whole transaction.
 */
function holdStatement(hold: Hold, also: { first?: string; writes?: string[]; unchanged?: string } = {}): string {
  const need = hold.needs
    .map(
      (one, ord) =>
        `(${ord}, ${literal(one.productId)}::uuid, ${literal(one.stockKey)}::text, ${literal(one.quantity)}::int)`,
    )
    .join(', ');
  const holders = textArray(hold.holders);
  const kept = also.first ? ' and exists (select 1 from kept)' : '';
  return `
    with need (ord, product_id, stock_key, quantity) as (values ${need}),
    ${also.first ? `kept as (${also.first}),` : ''}
    unchanged as (select ${also.unchanged ?? 'true'} as ok),
    held as (
      select need.ord, coalesce((
        select sum(h.quantity) from stock_holds h
        where h.product_id = need.product_id and h.stock_key = need.stock_key and h.state = 'held'
          and h.expires_at > ${literal(hold.now)}::timestamptz and h.holders && ${holders}
      ), 0)::int as pieces
      from need
    ),
    allowed as (
      select not exists (
        select 1 from need join held on held.ord = need.ord where held.pieces + need.quantity > ${literal(hold.maxPerSize)}::int
      ) and (select ok from unchanged)${kept} as ok
    ),
    locked as (
      select s.product_id, s.stock_key, s.on_hand from product_stock s
      join need on need.product_id = s.product_id and need.stock_key = s.stock_key
      where (select ok from allowed)
      order by s.product_id, s.stock_key
      for update of s
    ),
    enough as (
      select (select ok from allowed) and bool_and(coalesce(locked.on_hand >= need.quantity, false)) as ok
      from need left join locked on locked.product_id = need.product_id and locked.stock_key = need.stock_key
    ),
    taken as (
      update product_stock s set on_hand = s.on_hand - need.quantity
      from need
      where need.product_id = s.product_id and need.stock_key = s.stock_key and (select ok from enough)
      returning 1
    ),
    written as (
      insert into stock_holds (checkout_id, product_id, stock_key, quantity, expires_at, holders)
      select ${literal(hold.checkoutId)}::uuid, need.product_id, need.stock_key, need.quantity,
        ${literal(hold.expiresAt)}::timestamptz, ${holders}
      from need where (select ok from enough)
      returning 1
    )${(also.writes ?? [])
      .map(
        (write, index) => `,
    write${index} as (${write} where (select ok from enough))`,
      )
      .join('')}
    select held.pieces as held,
      exists (select 1 from locked where locked.product_id = need.product_id and locked.stock_key = need.stock_key
        and locked.on_hand >= need.quantity) as there,
      ${also.first ? 'exists (select 1 from kept)' : 'true'} as kept, (select ok from unchanged) as unchanged,
      (select count(*) from taken)::int as taken, (select count(*) from written)::int as written
    from need join held on held.ord = need.ord
    order by need.ord`;
}

/** The pieces the lines need, or none; 400 when one checkout asks for more of a size than the cap. */
function holdOf(checkoutId: string, lines: PricedLine[], expiresAt: Date, cap: HoldCap, now: Date): Hold | null {
  const needs = needsOf(lines);
  if (needs.length === 0) return null;
  const over = needs.find((need) => need.quantity > cap.maxPerSize);
  if (over)
    throw new HttpError(400, `items: at most ${cap.maxPerSize} of ${piece(over)} can be bought in one order`, {
      field: 'items',
    });
  return { checkoutId, needs, holders: holderKeys(cap), expiresAt, now, maxPerSize: cap.maxPerSize };
}

const piece = (need: Need) => `${need.name} in size ${stockKeyLabel(need.stockKey)}`;

/** 409 when the hold went over the shopper's cap or a size was short (then nothing was held). */
function refuseUnheld(hold: Hold, rows: Record<string, unknown>[]): void {
  const outcomes: NeedOutcome[] = rows.map((row) => ({ held: Number(row.held), there: row.there === true }));
  hold.needs.forEach((need, index) => {
    const already = outcomes[index]?.held ?? 0;
    if (already + need.quantity > hold.maxPerSize)
      throw new HttpError(
        409,
        `items: ${already} of ${piece(need)} ${already === 1 ? 'is' : 'are'} already held for you in another checkout, and one shopper may hold at most ${hold.maxPerSize}; complete or close that checkout, or try again when its hold ends`,
        { field: 'items' },
      );
  });
  const missing = hold.needs.filter((_, index) => !outcomes[index]?.there);
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
  if (Number(rows[0]?.written) !== hold.needs.length)
    throw new Error(`checkout ${hold.checkoutId}: its holds were not written`);
}

/**
 * Holds the stock of every standard-size line for a checkout, in the caller's transaction and
 * two round trips (the shopper's locks, then one statement): every key is taken or none is, so
 * of many shoppers paying for the last piece at once exactly one gets it. If any key lacks stock
 * nothing is held: 409 with the first piece missing in the message and every one in `soldOut`.
 * Beyond the cap per shopper (`HoldCap`: 400 when one checkout asks for more of a size, 409 when
 * the shopper's other live holds of it, by phone, client address or account, would go over it)
 * nothing is held either. The shopper's keys are locked first, so checkouts sent at once are
 * counted one after another.
 */
export async function holdStock(
  tx: Database,
  checkoutId: string,
  lines: PricedLine[],
  expiresAt: Date,
  cap: HoldCap,
  now = new Date(),
) {
  const hold = holdOf(checkoutId, lines, expiresAt, cap, now);
  if (!hold) return;
  await tx.execute(sql.raw(lockHolders(hold.holders)));
  const result = await tx.execute(sql.raw(holdStatement(hold)));
  refuseUnheld(hold, (result as unknown as { rows: Record<string, unknown>[] }).rows);
}

/** How `openHeldCheckout` ended (a refusal throws). */
export type Opened =
  /** The checkout is written with its holds. */
  | 'held'
  /** A copy of the call (the same idempotency key) committed first: nothing written. */
  | 'copy'
  /** A product is no longer as priced (`unchanged` false): nothing written; price it again. */
  | 'changed';

/**
 * A new checkout and its holds, as `holdStock` takes them, in a transaction of one message (one
 * round trip, no work of this process inside it). `writes` (`insert ... select`s: the checkout's
 * row, the sandbox's payment order) are written only when the stock is held. `kept` (the call's
 * idempotency record: an `insert ... returning`) is written first, so a copy of the call sent at
 * once waits for this one; when it returns no row, a copy committed first and nothing is written.
 * `unchanged` (a SQL condition, rememberedProducts.ts `stillAsPriced`): false, nothing is
 * written. Refused, or not written, the record is deleted again in the same transaction (a
 * refusal keeps no answer) and a refusal throws as `holdStock`.
 */
export async function openHeldCheckout(
  db: Database,
  hold: { checkoutId: string; lines: PricedLine[]; expiresAt: Date; cap: HoldCap; now: Date },
  also: { writes: string[]; kept?: { insert: string; undo: string }; unchanged?: string },
): Promise<Opened> {
  const { kept, writes, unchanged = 'true' } = also;
  const taking = holdOf(hold.checkoutId, hold.lines, hold.expiresAt, hold.cap, hold.now);
  // The kept answer stays only with its checkout, which this transaction wrote if it held.
  const unkeep = kept
    ? [`${kept.undo} and not exists (select 1 from checkouts where id = ${literal(hold.checkoutId)}::uuid)`]
    : [];
  if (!taking) {
    // Nothing to hold (made to measure only): the record and the writes.
    const gate = `where ${kept ? 'exists (select 1 from kept) and ' : ''}(select ok from unchanged)`;
    const [rows] = await runScript(db, [
      `with ${kept ? `kept as (${kept.insert}), ` : ''}unchanged as (select ${unchanged} as ok)${writes
        .map((write, index) => `, write${index} as (${write} ${gate})`)
        .join('')}
      select ${kept ? 'exists (select 1 from kept)' : 'true'} as kept, (select ok from unchanged) as unchanged`,
      ...unkeep,
    ]);
    return openedOf(rows?.[0]);
  }
  const [, rows = []] = await runScript(db, [
    lockHolders(taking.holders),
    holdStatement(taking, { first: kept?.insert, writes, unchanged }),
    ...unkeep,
  ]);
  const opened = openedOf(rows[0]);
  if (opened === 'held') refuseUnheld(taking, rows);
  return opened;
}

const openedOf = (row: Record<string, unknown> | undefined): Opened =>
  row?.kept !== true ? 'copy' : row.unchanged !== true ? 'changed' : 'held';

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
