import { formatPaise } from '@store/shared/format';
import type { Database } from '../../db/client';
import type { RefundRow } from '../../db/schema';
import type { RefundOwner } from '../payments/refunds/providerRefunds';
import { recordEvent } from './ordersRepository';

/**
 * What the provider's refunds tell an order refunded as a whole (a parcel returned to origin, a
 * cancelled order): each step in the order's history, on its way (the provider's refund id),
 * refused, refunded. `adminOf`: who a step the webhook or the recovery takes is recorded under;
 * `onSent`: what follows once it is on its way (the shopper's notice), in the same transaction.
 */
export function refundHistoryOwner(
  adminOf: (tx: Database, refund: RefundRow) => Promise<string | null>,
  onSent: (tx: Database, refund: RefundRow) => Promise<void> = async () => {},
): RefundOwner {
  const record = async (tx: Database, refund: RefundRow, adminId: string | null, toValue: string) => {
    const by = adminId ?? (await adminOf(tx, refund));
    if (by)
      await recordEvent(tx, {
        orderId: refund.orderId,
        kind: 'refund',
        fromValue: formatPaise(refund.amountPaise),
        toValue,
        adminId: by,
      });
  };
  return {
    // Settled: on its way (the provider's refund id), or released when the provider refused (the row is gone).
    settled: async (tx, refund, adminId) => {
      const refused = refund.status === 'requested';
      await record(
        tx,
        refund,
        adminId,
        refused ? 'refused by the payment provider' : `on its way (${refund.reference})`,
      );
      if (!refused) await onSent(tx, refund);
    },
    processed: (tx, refund) => record(tx, refund, null, `refunded (${refund.reference})`),
  };
}
