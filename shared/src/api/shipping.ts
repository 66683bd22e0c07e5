import { z } from 'zod';
import { calendarDay } from './dates';

/**
 * Shipping's wire shapes (the API's modules/shipping): the desk's ready-to-ship queue, quotes,
 * bookings, shipments and parcel defaults, and the shopper's tracking. Money in rupees, days
 * YYYY-MM-DD (India).
 */

/** Where a parcel is, as the store names it (the API's providers/courier SHIPMENT_STATUSES, 'booking' first). */
export const SHIPMENT_STATES = [
  'booking',
  'booked',
  'pickup-scheduled',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'undelivered',
  'rto-initiated',
  'rto-in-transit',
  'rto-delivered',
  'lost',
  'cancelled',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

const orderId = z.uuid({ message: 'orderId must be an order id' });

/** POST /admin/shipping/quotes */
export const shippingQuoteSchema = z.object({ orderId });

/** POST /admin/shipping/book: up to 100 orders, with the recommended courier unless one is named. */
export const shippingBookSchema = z.object({
  orderIds: z
    .array(orderId, { message: 'orderIds must be a list of order ids' })
    .min(1, 'orderIds: choose at least one order')
    .max(100, 'orderIds: book at most 100 orders at a time'),
  courierId: z.number().int('courierId must be a courier id').positive('courierId must be a courier id').optional(),
});

const shipmentIds = z
  .array(z.uuid({ message: 'shipmentIds must be shipment ids' }), { message: 'shipmentIds must be a list' })
  .min(1, 'shipmentIds: choose at least one shipment')
  .max(300, 'shipmentIds: at most 300 at a time');
/** POST /admin/shipping/labels and /admin/shipping/pickup */
export const shipmentIdsSchema = z.object({ shipmentIds });

/** GET /admin/shipping/manifest.pdf?date= (today in India when absent) */
export const manifestQuerySchema = z.object({ date: calendarDay('date must be a real date (YYYY-MM-DD)').optional() });

/** GET /admin/shipping/shipments?status=&cursor= */
export const shipmentsQuerySchema = z.object({
  status: z.enum(SHIPMENT_STATES, { message: `status is one of ${SHIPMENT_STATES.join(', ')}` }).optional(),
  cursor: z.string().max(200).optional(),
});

const size = (field: string, max: number) =>
  z
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(max, `${field} must be at most ${max}`);

export const parcelDefaultSchema = z.object({
  productType: z.string().trim().min(1, 'productType is required').max(60),
  weightGrams: size('weightGrams', 50_000),
  lengthCm: size('lengthCm', 200),
  breadthCm: size('breadthCm', 200),
  heightCm: size('heightCm', 200),
});
/** GET/PUT /admin/shipping/parcel-defaults */
export const parcelDefaultsSchema = z.object({ defaults: z.array(parcelDefaultSchema).max(200) });
export type ParcelDefault = z.infer<typeof parcelDefaultSchema>;

/** POST /admin/shipping/sandbox/:awb/advance (the sandbox courier only) */
export const sandboxAdvanceSchema = z.object({
  to: z.enum(['picked-up', 'in-transit', 'out-for-delivery', 'delivered', 'undelivered', 'rto'], {
    message: 'to is one of picked-up, in-transit, out-for-delivery, delivered, undelivered, rto',
  }),
  reason: z.string().trim().max(200).optional(),
});
export const awbParams = z.object({ awb: z.string().regex(/^[A-Za-z0-9-]{4,40}$/, 'Invalid AWB') });

export const readyOrderAnswer = z.object({
  _id: z.string(),
  number: z.string(),
  customerName: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  paymentMethod: z.enum(['prepaid', 'cash']),
  cashToCollect: z.number(),
  total: z.number(),
  pieces: z.number(),
  weightGrams: z.number(),
  dispatchBy: z.string().nullable(),
  createdAt: z.string(),
});
export const readyQueueAnswer = z.object({ orders: z.array(readyOrderAnswer) });
export type ReadyOrder = z.infer<typeof readyOrderAnswer>;

export const courierQuoteAnswer = z.object({
  courierId: z.number(),
  courierName: z.string(),
  rate: z.number(),
  estimatedDelivery: z.string(),
  etaDays: z.number(),
  cash: z.boolean(),
  recommended: z.boolean(),
});
export const quotesAnswer = z.object({ couriers: z.array(courierQuoteAnswer) });

export const bookAnswer = z.object({
  booked: z.array(
    z.object({
      orderId: z.string(),
      number: z.string(),
      shipmentId: z.string(),
      awb: z.string(),
      courierName: z.string(),
    }),
  ),
  failed: z.array(z.object({ orderId: z.string(), number: z.string(), message: z.string() })),
});
export type BookAnswer = z.infer<typeof bookAnswer>;

export const shipmentAnswer = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(['forward', 'reverse']),
  awb: z.string().nullable(),
  courierName: z.string().nullable(),
  status: z.enum(SHIPMENT_STATES),
  statusAt: z.string(),
  cashToCollect: z.number(),
  estimatedDelivery: z.string().nullable(),
  pickupDate: z.string().nullable(),
  failedAttempts: z.number(),
  trackingUrl: z.string().nullable(),
});
export type ShipmentJson = z.infer<typeof shipmentAnswer>;
export const shipmentsAnswer = z.object({ shipments: z.array(shipmentAnswer), next: z.string().nullable() });

export const trackingEventAnswer = z.object({
  at: z.string(),
  status: z.string(),
  activity: z.string(),
  location: z.string().nullable(),
});
export const orderShipmentAnswer = z.object({
  shipment: shipmentAnswer.nullable(),
  events: z.array(trackingEventAnswer),
});
export const pickupAnswer = z.object({ pickupDate: z.string(), count: z.number() });

/** GET /orders/:id/tracking: the shopper's view of her parcel. */
export const trackingAnswer = z.object({
  courierName: z.string().nullable(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATES).nullable(),
  estimatedDelivery: z.string().nullable(),
  events: z.array(trackingEventAnswer),
});
export type TrackingJson = z.infer<typeof trackingAnswer>;
