import type { ShipmentStatus } from './types';

/**
 * Shiprocket's shipment status ids (its tracking API's `shipment_status` and the webhook's
 * `shipment_status_id`), their labels as it words them, and what each means to the store. The
 * one table both ways: reading (a webhook, a track call) and writing (the sandbox's webhooks).
 * Ids not listed are statuses the store does not follow (overseas legs, QC, ...).
 */
export const SHIPROCKET_STATUSES: Record<number, { label: string; status: ShipmentStatus }> = {
  1: { label: 'AWB ASSIGNED', status: 'booked' },
  2: { label: 'LABEL GENERATED', status: 'booked' },
  3: { label: 'PICKUP SCHEDULED', status: 'pickup-scheduled' },
  4: { label: 'PICKUP QUEUED', status: 'pickup-scheduled' },
  5: { label: 'MANIFEST GENERATED', status: 'pickup-scheduled' },
  6: { label: 'SHIPPED', status: 'in-transit' },
  7: { label: 'DELIVERED', status: 'delivered' },
  8: { label: 'CANCELED', status: 'cancelled' },
  9: { label: 'RTO INITIATED', status: 'rto-initiated' },
  10: { label: 'RTO DELIVERED', status: 'rto-delivered' },
  12: { label: 'LOST', status: 'lost' },
  13: { label: 'PICKUP ERROR', status: 'pickup-scheduled' },
  14: { label: 'RTO ACKNOWLEDGED', status: 'rto-delivered' },
  15: { label: 'PICKUP RESCHEDULED', status: 'pickup-scheduled' },
  17: { label: 'OUT FOR DELIVERY', status: 'out-for-delivery' },
  18: { label: 'IN TRANSIT', status: 'in-transit' },
  19: { label: 'OUT FOR PICKUP', status: 'pickup-scheduled' },
  20: { label: 'PICKUP EXCEPTION', status: 'pickup-scheduled' },
  21: { label: 'UNDELIVERED', status: 'undelivered' },
  22: { label: 'DELAYED', status: 'in-transit' },
  23: { label: 'PARTIAL DELIVERED', status: 'delivered' },
  24: { label: 'DESTROYED', status: 'lost' },
  25: { label: 'DAMAGED', status: 'lost' },
  26: { label: 'FULFILLED', status: 'delivered' },
  38: { label: 'REACHED AT DESTINATION HUB', status: 'in-transit' },
  39: { label: 'MISROUTED', status: 'in-transit' },
  40: { label: 'RTO NDR', status: 'rto-in-transit' },
  41: { label: 'RTO OUT FOR DELIVERY', status: 'rto-in-transit' },
  42: { label: 'PICKED UP', status: 'picked-up' },
  43: { label: 'SELF FULFILLED', status: 'delivered' },
  44: { label: 'DISPOSED OFF', status: 'lost' },
  45: { label: 'CANCELLED BEFORE DISPATCHED', status: 'cancelled' },
  46: { label: 'RTO IN TRANSIT', status: 'rto-in-transit' },
  48: { label: 'REACHED WAREHOUSE', status: 'in-transit' },
  50: { label: 'IN FLIGHT', status: 'in-transit' },
  51: { label: 'HANDOVER TO COURIER', status: 'picked-up' },
  52: { label: 'SHIPMENT BOOKED', status: 'booked' },
};

/** The id the sandbox sends for each of the store's statuses (Shiprocket's usual one for it). */
export const SHIPROCKET_STATUS_ID: Record<ShipmentStatus, number> = {
  booked: 1,
  'pickup-scheduled': 3,
  'picked-up': 42,
  'in-transit': 18,
  'out-for-delivery': 17,
  delivered: 7,
  undelivered: 21,
  'rto-initiated': 9,
  'rto-in-transit': 46,
  'rto-delivered': 10,
  lost: 12,
  cancelled: 8,
};

/** The store's status for a Shiprocket status id; null for one it does not follow. */
export const shipmentStatusOf = (statusId: number): ShipmentStatus | null =>
  SHIPROCKET_STATUSES[statusId]?.status ?? null;

/** Shiprocket's label for its status id ('IN TRANSIT'). */
export const shiprocketLabel = (statusId: number): string => SHIPROCKET_STATUSES[statusId]?.label ?? 'NEW';
