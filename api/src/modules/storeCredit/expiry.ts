import type { Database } from '../../db/client';
import { balanceOf, customersWithExpiredCredit, insertEntry, lockLedger } from './ledger';

/**
 * Writes off what is left of credits past their expiry by `now`: one 'expired' debit per
 * customer, under her ledger's lock (a spend at the same moment reads the balance after it).
 * The balance never counted it as spendable (ledger.ts); this makes her history say so.
 */
export async function expireCredits(db: Database, now: Date): Promise<number> {
  let expired = 0;
  for (const customerId of await customersWithExpiredCredit(db, now))
    await db.transaction(async (tx) => {
      await lockLedger(tx, customerId);
      const { expiredPaise } = await balanceOf(tx, customerId, now);
      if (expiredPaise <= 0) return;
      await insertEntry(tx, { customerId, amountPaise: -expiredPaise, kind: 'expired', createdAt: now });
      expired += 1;
    });
  return expired;
}
