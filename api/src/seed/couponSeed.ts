import type { Database } from '../db/client';
import { coupons } from '../db/schema';

/** The demo store's codes: WELCOME10 takes 10% off orders of Rs.1,000 or more. */
export async function seedDemoCoupons(db: Database): Promise<void> {
  await db
    .insert(coupons)
    .values([{ code: 'WELCOME10', kind: 'percent', value: 10, minOrderPaise: 100_000 }])
    .onConflictDoNothing();
}
