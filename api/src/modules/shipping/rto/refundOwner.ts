import type { RefundOwner } from '../../payments/refunds/providerRefunds';
import { refundHistoryOwner } from '../../orders/refundHistory';
import { findShipment } from './rtoRepository';

/**
 * What the provider's refunds tell an order returned to origin (wiring.ts hands refund rows with
 * a shipment here, a return's to orders): each step in the order's history. A step the provider's
 * webhook or the recovery takes is recorded under the admin who received the parcel.
 */
export function rtoRefundOwner(): RefundOwner {
  return refundHistoryOwner(async (tx, refund) =>
    refund.shipmentId ? ((await findShipment(tx, refund.shipmentId))?.receivedBy ?? null) : null,
  );
}
