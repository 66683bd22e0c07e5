import { asc } from 'drizzle-orm';
import { paiseToRupees, rupeesToPaise } from '@store/shared/format';
import type { Database } from '../../db/client';
import { giftCardAmounts } from '../../db/schema';

/** The amounts on sale, in paise, smallest first. */
export async function amountsOnSale(db: Database): Promise<number[]> {
  const rows = await db.select().from(giftCardAmounts).orderBy(asc(giftCardAmounts.amountPaise));
  return rows.map((row) => row.amountPaise);
}

/** The desk's list replaces the one on sale, whole. */
export async function setAmountsOnSale(db: Database, rupees: number[]): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.delete(giftCardAmounts);
    if (rupees.length)
      await tx.insert(giftCardAmounts).values(rupees.map((amount) => ({ amountPaise: rupeesToPaise(amount) })));
  });
  return (await amountsOnSale(db)).map(paiseToRupees);
}
