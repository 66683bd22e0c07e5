/** The queries of guest links (guestAccess.ts keeps the rules): tokens are looked up by their hash only. */
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestOrderTokens, orders } from '../../db/schema';

/** Marks the order's link as handed out, if it never was and the order was made after `madeAfter`: true when claimed. */
export async function claimGuestLink(tx: Database, orderId: string, at: Date, madeAfter: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ guestLinkIssuedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.guestLinkIssuedAt), gt(orders.createdAt, madeAfter)))
    .returning({ id: orders.id });
  return Boolean(claimed);
}

export async function insertGuestToken(
  tx: Database,
  token: { tokenHash: string; orderId: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(guestOrderTokens).values(token);
}

/** The order ids of these token hashes, unexpired at `now` and not withdrawn (an order twice if two tokens open it). */
export async function ordersOpenedBy(db: Database, hashes: string[], now: Date): Promise<string[]> {
  const rows = await db
    .select({ orderId: guestOrderTokens.orderId })
    .from(guestOrderTokens)
    .where(
      and(
        inArray(guestOrderTokens.tokenHash, hashes),
        gt(guestOrderTokens.expiresAt, now),
        isNull(guestOrderTokens.revokedAt),
      ),
    );
  return rows.map((row) => row.orderId);
}

/** Withdraws the tokens not yet withdrawn, of these hashes or of one order; how many were. */
export async function revokeTokens(
  db: Database,
  which: { hashes: string[] } | { orderId: string },
  at: Date,
): Promise<number> {
  const tokens =
    'hashes' in which ? inArray(guestOrderTokens.tokenHash, which.hashes) : eq(guestOrderTokens.orderId, which.orderId);
  const rows = await db
    .update(guestOrderTokens)
    .set({ revokedAt: at })
    .where(and(tokens, isNull(guestOrderTokens.revokedAt)))
    .returning({ orderId: guestOrderTokens.orderId });
  return rows.length;
}

/** The order's link counts as handed out from `at`, unless it already was. */
export async function markGuestLinkIssued(db: Database, orderId: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ guestLinkIssuedAt: sql`coalesce(${orders.guestLinkIssuedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(orders.id, orderId));
}

/** Deletes the tokens expired or withdrawn before `now`. */
export async function deleteDeadTokens(db: Database, now: Date): Promise<void> {
  await db.delete(guestOrderTokens).where(or(lt(guestOrderTokens.expiresAt, now), lt(guestOrderTokens.revokedAt, now)));
}

/** Keeps a token unless its hash is kept already (live, withdrawn or expired: it stays as it is). */
export async function keepGuestToken(
  db: Database,
  token: { tokenHash: string; orderId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(guestOrderTokens).values(token).onConflictDoNothing({ target: guestOrderTokens.tokenHash });
}

/** Whether any token of the order was withdrawn (and not yet swept). */
export async function orderHasWithdrawnToken(db: Database, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: guestOrderTokens.orderId })
    .from(guestOrderTokens)
    .where(and(eq(guestOrderTokens.orderId, orderId), isNotNull(guestOrderTokens.revokedAt)))
    .limit(1);
  return Boolean(row);
}
