import { formatPaise } from '@store/shared/format';
import type { Database } from '../../../db/client';
import type { RefundRow } from '../../../db/schema';
import type { RefundOwner } from '../../payments/refunds/providerRefunds';
import { recordEvent } from '../../orders/ordersRepository';
import { findShipment } from './rtoRepository';

/**
 * What the provider's refunds tell an order returned to origin (wiring.ts hands refund rows with
 * a shipment here, a return's to orders): each step in the order's history. A step the provider's
 * webhook or the recovery takes is recorded under the admin who received the parcel.
 */
export function rtoRefundOwner(): RefundOwner {
  const adminOf = async (tx: Database, refund: RefundRow, adminId: string | null) =>
    adminId ?? (refund.shipmentId ? (await findShipment(tx, refund.shipmentId))?.receivedBy : null) ?? null;
  const record = async (tx: Database, refund: RefundRow, adminId: string | null, toValue: string) => {
    const by = await adminOf(tx, refund, adminId);
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
    settled: (tx, refund, adminId) =>
      record(
        tx,
        refund,
        adminId,
        refund.status === 'requested' ? 'refused by the payment provider' : `on its way (${refund.reference})`,
      ),
    processed: (tx, refund) => record(tx, refund, null, `refunded (${refund.reference})`),
  };
}
