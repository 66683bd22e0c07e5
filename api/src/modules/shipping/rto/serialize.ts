import { paiseToRupees } from '@store/shared/format';
import type { ShipmentRow } from '../../../db/schema';

/** A parcel as the desk's lists show it (ShipmentJson of the shipping contract). */
export function shipmentJson(row: ShipmentRow, orderNumber: string) {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber,
    kind: row.kind,
    awb: row.awb,
    courierName: row.courierName,
    status: row.status,
    statusAt: row.statusAt.toISOString(),
    cashToCollect: paiseToRupees(row.cashToCollectPaise),
    estimatedDelivery: row.estimatedDelivery,
    pickupDate: row.pickupDate,
    failedAttempts: row.failedAttempts,
    trackingUrl: row.awb ? `https://shiprocket.co/tracking/${encodeURIComponent(row.awb)}` : null,
  };
}
