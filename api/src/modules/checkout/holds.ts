import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { stockKeyLabel } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { preparedRows } from '../../db/sqlScript';
import { stockHolds, type PricedLine } from '../../db/schema';
import { refusalOf } from '@store/shared/schemas';
import { HttpError, refused } from '../../http/errors';
import { giveBack, inTakersOrder, type Piece } from '../stock/pieces';
import type { PricedProduct } from './checkoutRepository';

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

/** How one hold came out (`checkout_hold`'s row: drizzle/0061_checkout_hold.sql, as 0062_hold_by_keys.sql redid it). */
interface HoldOutcome {
  /** Pieces of each size already held for the shopper in other live checkouts, in the needs' order. */
  held: number[] | null;
  /** Whether each size had enough pieces on hand (null: not looked at, over the cap or changed). */
  there: boolean[] | null;
  /** False: a copy of the call (its idempotency record) committed first; nothing was done. */
  kept: boolean;
  /** False: a product is no longer as priced; nothing was written. */
  unchanged: boolean | null;
  written: boolean;
}

/** What a hold writes besides the holds, and what it checks first (`checkout_hold`'s arguments). */
interface HoldAlso {
  /** `insert ... select`s written only when the stock is held. */
  writes?: string[];
  /** The call's idempotency record: written first, deleted again when nothing is held. */
  kept?: { insert: string; undo: string };
  /** The products as priced (rememberedProducts.ts): none that changed, or nothing is written. */
  priced?: PricedProduct[];
}

/**
 * The hold as one call of `checkout_hold` (its steps are in drizzle/0061_checkout_hold.sql): a
 * statement prepared once per connection, whose function PostgreSQL plans once per connection.
 * The shopper's holder keys are locked first (sorted, so two checkouts never deadlock) and only
 * for a hold that takes stock.
 */
const HOLD_TYPES = [
  'text[]',
  'text[]',
  'uuid',
  'uuid[]',
  'text[]',
  'int[]',
  'timestamptz',
  'timestamptz',
  'int',
  'jsonb',
  'text',
  'text',
  'text[]',
];
const HOLD_RESULT = 'select held, there, kept, unchanged, written from checkout_hold';
const HOLD_CALL = `${HOLD_RESULT}(${HOLD_TYPES.map((type, index) => `$${index + 1}::${type}`).join(', ')})`;

/** `HOLD_CALL` for a transaction's connection (drizzle's parameters). */
const holdCallIn = (args: unknown[]) =>
  sql`${sql.raw(HOLD_RESULT)}(${sql.join(
    args.map((arg, index) => sql`${sql.param(arg)}::${sql.raw(HOLD_TYPES[index] as string)}`),
    sql`, `,
  )})`;

function holdArguments(hold: Hold, also: HoldAlso): unknown[] {
  const locks = hold.needs.length === 0 ? [] : hold.holders.map((key) => `stock-holder:${key}`).sort();
  return [
    locks,
    hold.holders,
    hold.checkoutId,
    hold.needs.map((need) => need.productId),
    hold.needs.map((need) => need.stockKey),
    hold.needs.map((need) => need.quantity),
    // As text: the driver's own conversion of a Date is slower.
    hold.now.toISOString(),
    hold.expiresAt.toISOString(),
    hold.maxPerSize,
    also.priced ? JSON.stringify(also.priced) : null,
    also.kept?.insert ?? null,
    also.kept?.undo ?? null,
    also.writes ?? [],
  ];
}

/** The hold's pieces, whom it is for and until when; 400 when one checkout asks for more of a size than the cap. */
function holdOf(checkoutId: string, lines: PricedLine[], expiresAt: Date, cap: HoldCap, now: Date): Hold {
  const needs = needsOf(lines);
  const over = needs.find((need) => need.quantity > cap.maxPerSize);
  if (over)
    throw new HttpError(400, `items: at most ${cap.maxPerSize} of ${piece(over)} can be bought in one order`, {
      field: 'items',
    });
  return { checkoutId, needs, holders: holderKeys(cap), expiresAt, now, maxPerSize: cap.maxPerSize };
}

const piece = (need: Need) => `${need.name} in size ${stockKeyLabel(need.stockKey)}`;

/** 409 when the hold went over the shopper's cap or a size was short (then nothing was held). */
function refuseUnheld(hold: Hold, outcome: HoldOutcome): void {
  hold.needs.forEach((need, index) => {
    const already = outcome.held?.[index] ?? 0;
    if (already + need.quantity > hold.maxPerSize)
      throw new HttpError(
        409,
        `items: ${already} of ${piece(need)} ${already === 1 ? 'is' : 'are'} already held for you in another checkout, and one shopper may hold at most ${hold.maxPerSize}; complete or close that checkout, or try again when its hold ends`,
        { field: 'items' },
      );
  });
  const missing = hold.needs.filter((_, index) => outcome.there?.[index] !== true);
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
  if (!outcome.written) throw new Error(`checkout ${hold.checkoutId}: its holds were not written`);
}

/**
 * Holds the stock of every standard-size line for a checkout, in the caller's transaction and
 * one call: every key is taken or none is, so of many shoppers paying for the last piece at
 * once exactly one gets it. If any key lacks stock nothing is held: 409 with the first piece
 * missing in the message and every one in `soldOut`. Beyond the cap per shopper (`HoldCap`: 400
 * when one checkout asks for more of a size, 409 when the shopper's other live holds of it, by
 * phone, client address or account, would go over it) nothing is held either. The shopper's
 * keys are locked first, so checkouts sent at once are counted one after another.
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
  if (hold.needs.length === 0) return;
  const result = await tx.execute(holdCallIn(holdArguments(hold, {})));
  refuseUnheld(hold, (result as unknown as { rows: HoldOutcome[] }).rows[0] as HoldOutcome);
}

/** How `openHeldCheckout` ended (a refusal throws). */
export type Opened =
  /** The checkout is written with its holds. */
  | 'held'
  /** A copy of the call (the same idempotency key) committed first: nothing written. */
  | 'copy'
  /** A product is no longer as priced (`priced`): nothing written; price it again. */
  | 'changed';

/**
 * A new checkout and its holds, as `holdStock` takes them, in one call of its own transaction
 * (one round trip, no work of this process inside it). `writes` (`insert ... select`s: the
 * checkout's row, the sandbox's payment order) are written only when the stock is held. `kept`
 * (the call's idempotency record: an `insert ... returning`) is written first, so a copy of the
 * call sent at once waits for this one; when it returns no row, a copy committed first and
 * nothing is written. `priced`: a product that is no longer so, and nothing is written. Refused,
 * or not written, the record is deleted again in the same transaction (a refusal keeps no
 * answer) and a refusal throws as `holdStock`.
 */
export async function openHeldCheckout(
  db: Database,
  opening: { checkoutId: string; lines: PricedLine[]; expiresAt: Date; cap: HoldCap; now: Date },
  also: HoldAlso & { writes: string[] },
): Promise<Opened> {
  const hold = holdOf(opening.checkoutId, opening.lines, opening.expiresAt, opening.cap, opening.now);
  const [outcome] = await preparedRows<HoldOutcome>(db, 'checkout-hold', HOLD_CALL, holdArguments(hold, also));
  if (!outcome?.kept) return 'copy';
  if (!outcome.unchanged) return 'changed';
  refuseUnheld(hold, outcome);
  return 'held';
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
