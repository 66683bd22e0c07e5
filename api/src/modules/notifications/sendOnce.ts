import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sentNotices } from '../../db/schema';

/**
 * Sends a notice once per key, however often its job runs and however many workers run it at
 * once. The sender first claims the key (a row without sentAt): a second sender finding a fresh
 * claim fails its attempt, and pg-boss retries it later, when the notice is sent (done) or its
 * claim is older than a job may run (`staleAfterMs`, the queue's expiry: its sender died) and is
 * taken over. A failed send drops the claim, so a retry sends again. Only a
 * crash between the gateway's acceptance and the sentAt write can send twice, and an e-mail then
 * repeats its Message-ID (the key), by which mail systems drop the copy.
 */
export async function sendOnce(
  db: Database,
  key: string,
  send: (id: string) => Promise<void>,
  staleAfterMs = 120_000,
): Promise<boolean> {
  const now = new Date();
  const [claimed] = await db
    .insert(sentNotices)
    .values({ key, claimedAt: now })
    .onConflictDoUpdate({
      target: sentNotices.key,
      set: { claimedAt: now },
      setWhere: and(isNull(sentNotices.sentAt), lt(sentNotices.claimedAt, new Date(now.getTime() - staleAfterMs))),
    })
    .returning();
  if (!claimed) {
    const [row] = await db.select().from(sentNotices).where(eq(sentNotices.key, key));
    if (row?.sentAt) return false;
    throw new Error(`notice ${key} is being sent by another worker: retried later`);
  }
  try {
    await send(key);
  } catch (error) {
    await db.delete(sentNotices).where(and(eq(sentNotices.key, key), isNull(sentNotices.sentAt)));
    throw error;
  }
  await db.update(sentNotices).set({ sentAt: new Date() }).where(eq(sentNotices.key, key));
  return true;
}
