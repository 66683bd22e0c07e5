import { paiseToRupees } from '@store/shared/format';
import type { ShipmentJson } from '@store/shared/schemas';
import type { ShipmentRow } from '../../../db/schema';

/** A parcel as the desk's lists show it (ShipmentJson of the shipping contract). */
export function shipmentJson(row: ShipmentRow, orderNumber: string): ShipmentJson {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber,
    kind: row.kind as ShipmentJson['kind'],
    awb: row.awb,
    courierName: row.courierName,
    status: row.status as ShipmentJson['status'],
    statusAt: row.statusAt.toISOString(),
    cashToCollect: paiseToRupees(row.cashToCollectPaise),
    estimatedDelivery: row.estimatedDelivery,
    pickupDate: row.pickupDate,
    failedAttempts: row.failedAttempts,
    trackingUrl: row.awb ? `https://shiprocket.co/tracking/${encodeURIComponent(row.awb)}` : null,
  };
}
