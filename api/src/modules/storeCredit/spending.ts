import { percentOf } from '@store/shared/format';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { balanceOf, insertEntry, lockLedger, removeSpendOfCheckout } from './ledger';

/**
 * Takes up to `wantPaise` of her credit for a checkout, in the transaction that opens it: her
 * ledger is locked first, so of two checkouts spending the same credit at once the second reads
 * the balance the first left. Returns what it took (0 when she has none left).
 */
export async function spendCredit(
  tx: Database,
  spend: { customerId: string; checkoutId: string; wantPaise: number; now: Date },
): Promise<number> {
  if (!(await lockLedger(tx, spend.customerId))) throw new HttpError(404, 'Customer not found');
  const { availablePaise } = await balanceOf(tx, spend.customerId, spend.now);
  const taken = Math.min(availablePaise, spend.wantPaise);
  if (taken <= 0) return 0;
  await insertEntry(tx, {
    customerId: spend.customerId,
    amountPaise: -taken,
    kind: 'spent',
    checkoutId: spend.checkoutId,
    createdAt: spend.now,
  });
  return taken;
}

/** What a checkout took goes back (it ended without an order); how many paise. */
export const releaseCredit = (tx: Database, checkoutId: string): Promise<number> =>
  removeSpendOfCheckout(tx, checkoutId);

/** The bonus on `amountPaise` taken as store credit instead of the money back (whole paise, rounded down). */
export const refundBonusOf = (amountPaise: number, bonusPercent: number): number =>
  Math.floor(percentOf(amountPaise, bonusPercent));

/**
 * Credits her with `amountPaise` given back from an order, in the refund's transaction, once per
 * refund row: money she paid in credit, or a refund she chose to take as credit (`bonusPercent`
 * more on top, its own entry). Never expires.
 */
export async function creditRefund(
  tx: Database,
  refund: { customerId: string; orderId: string; refundId: string; amountPaise: number; bonusPercent: number },
): Promise<void> {
  await lockLedger(tx, refund.customerId);
  const base = { customerId: refund.customerId, orderId: refund.orderId, refundId: refund.refundId };
  await insertEntry(tx, { ...base, amountPaise: refund.amountPaise, kind: 'refund', reference: refund.refundId });
  const bonus = refundBonusOf(refund.amountPaise, refund.bonusPercent);
  if (bonus > 0) await insertEntry(tx, { ...base, amountPaise: bonus, kind: 'bonus', reference: refund.refundId });
}
