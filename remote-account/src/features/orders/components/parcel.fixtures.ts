import type { OrderJson, OrderTracking } from '@store/shared/api';
import { SAMPLE_ORDER } from '@store/shared/testing';

/* The order card's parcel, for its tests (English and Hindi). */

/** A guest's cash order booked with a courier, as the card arrives: the booking, no events yet read. */
export const booked: OrderJson = {
  ...SAMPLE_ORDER,
  fulfilment: 'shipped',
  shipment: {
    courier: 'Delhivery Surface',
    trackingNumber: '1490123456789',
    trackingUrl: 'https://shiprocket.co/tracking/1490123456789',
  },
};

/** Its parcel: two attempts' worth of events, sent oldest first (the API's order is not the page's). */
export const tracking: OrderTracking = {
  courierName: 'Delhivery Surface',
  awb: '1490123456789',
  trackingUrl: 'https://shiprocket.co/tracking/1490123456789',
  status: 'undelivered',
  estimatedDelivery: '2026-12-07',
  events: [
    { at: '2026-12-03T06:30:00.000Z', status: 'picked-up', activity: 'Shipment picked up', location: 'Mumbai' },
    { at: '2026-12-04T12:45:00.000Z', status: 'in-transit', activity: 'Reached Bengaluru hub', location: 'Bengaluru' },
    { at: '2026-12-05T03:00:00.000Z', status: 'out-for-delivery', activity: 'Out for delivery', location: 'Bengaluru' },
    {
      at: '2026-12-05T11:20:00.000Z',
      status: 'undelivered',
      activity: 'Customer not available',
      location: 'Bengaluru',
    },
  ],
};
