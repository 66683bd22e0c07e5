import { formatPaise } from '@store/shared/format';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { balanceOf, insertEntry, lockLedger } from './ledger';

export interface GoodwillChange {
  customerId: string;
  amountPaise: number;
  reason: string;
  adminId: string;
  /** A grant's last day of use; none: it never expires. */
  expiresAt?: Date | null;
  now: Date;
}

/**
 * The desk grants goodwill credit (a late parcel, a kurta that ran small): at most `capPaise` a
 * grant (GOODWILL_CREDIT_MAX_RUPEES), recorded with its reason and who gave it.
 */
export async function grantGoodwill(db: Database, change: GoodwillChange, capPaise: number) {
  if (change.amountPaise > capPaise)
    throw new HttpError(400, `amount: one grant of goodwill credit is at most ${formatPaise(capPaise)}`, {
      field: 'amount',
    });
  if (change.expiresAt && change.expiresAt <= change.now)
    throw new HttpError(400, 'expiresAt: the credit would expire before she could use it', { field: 'expiresAt' });
  return db.transaction(async (tx) => {
    if (!(await lockLedger(tx, change.customerId))) throw new HttpError(404, 'Customer not found');
    return insertEntry(tx, {
      customerId: change.customerId,
      amountPaise: change.amountPaise,
      kind: 'goodwill',
      reference: change.reason,
      adminId: change.adminId,
      expiresAt: change.expiresAt ?? null,
      createdAt: change.now,
    });
  });
}

/** The desk takes goodwill back (given by mistake), with a reason: never more than she has to spend. */
export async function withdrawGoodwill(db: Database, change: GoodwillChange) {
  return db.transaction(async (tx) => {
    if (!(await lockLedger(tx, change.customerId))) throw new HttpError(404, 'Customer not found');
    const { availablePaise } = await balanceOf(tx, change.customerId, change.now);
    if (change.amountPaise > availablePaise)
      throw new HttpError(409, `amount: she has ${formatPaise(availablePaise)} of store credit to withdraw from`, {
        field: 'amount',
      });
    return insertEntry(tx, {
      customerId: change.customerId,
      amountPaise: -change.amountPaise,
      kind: 'withdrawn',
      reference: change.reason,
      adminId: change.adminId,
      createdAt: change.now,
    });
  });
}
