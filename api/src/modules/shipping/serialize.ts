import { trackingUrl as courierTrackingUrl } from '@store/shared/catalog';
import { paiseToRupees } from '@store/shared/format';
import type { ShipmentJson, ShipmentState } from '@store/shared/schemas';
import type { ShipmentRow } from '../../db/schema';
import type { ShipmentEventRow } from './shipmentsRepository';

/**
 * Where the shopper follows her parcel: the aggregator's public tracking page (`COURIERS`), which
 * follows whichever courier it booked; none for the offline sandbox's made-up AWBs.
 */
export const trackingUrl = (shipment: Pick<ShipmentRow, 'provider' | 'awb'>): string | null =>
  shipment.provider === 'shiprocket' ? courierTrackingUrl('Shiprocket', shipment.awb) : null;

export const shipmentJson = (shipment: ShipmentRow, orderNumber: string): ShipmentJson => ({
  _id: shipment.id,
  orderId: shipment.orderId,
  orderNumber,
  kind: shipment.kind as ShipmentJson['kind'],
  awb: shipment.awb,
  courierName: shipment.courierName,
  status: shipment.status as ShipmentState,
  statusAt: shipment.statusAt.toISOString(),
  cashToCollect: paiseToRupees(shipment.cashToCollectPaise),
  estimatedDelivery: shipment.estimatedDelivery,
  pickupDate: shipment.pickupDate,
  failedAttempts: shipment.failedAttempts,
  trackingUrl: trackingUrl(shipment),
});

/** The timeline as the desk and the shopper read it, newest first. */
export const eventJson = (event: ShipmentEventRow) => ({
  at: event.at.toISOString(),
  status: event.status,
  activity: event.activity || event.providerStatus,
  location: event.location,
});
