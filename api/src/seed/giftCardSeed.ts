import { rupeesToPaise } from '@store/shared/format';
import type { Database } from '../db/client';
import { giftCardAmounts } from '../db/schema';

/** The demo store sells gift cards of Rs.1,000, 2,000 and 5,000, unless the desk has set its own. */
export async function seedDemoGiftCardAmounts(db: Database): Promise<void> {
  const [any] = await db.select().from(giftCardAmounts).limit(1);
  if (any) return;
  await db
    .insert(giftCardAmounts)
    .values([1000, 2000, 5000].map((rupees) => ({ amountPaise: rupeesToPaise(rupees) })))
    .onConflictDoNothing();
}
