import { paiseToRupees } from '@store/shared/format';
import type { StoreCreditJson, StoreCreditKind } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { balanceOf, entriesOf } from './ledger';

/** Her balance and history as the account page and the desk read them. */
export async function storeCreditOf(db: Database, customerId: string, now = new Date()): Promise<StoreCreditJson> {
  const [{ availablePaise }, rows] = await Promise.all([balanceOf(db, customerId, now), entriesOf(db, customerId)]);
  return {
    balance: paiseToRupees(availablePaise),
    entries: rows.map(({ entry, orderId, orderNumber }) => ({
      _id: entry.id,
      kind: entry.kind as StoreCreditKind,
      amount: paiseToRupees(entry.amountPaise),
      // The desk's reason for goodwill; a refund's reference is the store's own id, not hers to read.
      reason: entry.adminId ? entry.reference : null,
      orderId,
      orderNumber,
      expiresAt: entry.expiresAt?.toISOString() ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
