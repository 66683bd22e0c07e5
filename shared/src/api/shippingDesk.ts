import { z } from 'zod';

/**
 * The desk's shipping answers (issue 42): the ready queue, courier quotes, bookings, parcels,
 * failed deliveries (NDR), returns to origin, cash remittances and the shipping figures. Money
 * is in rupees, days are YYYY-MM-DD (India), times ISO strings.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An order whose pieces are all ready and paid for (or confirmed cash): the courier can take it. */
export const readyOrderAnswer = z.object({
  _id: z.string(),
  number: z.string(),
  customerName: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  paymentMethod: z.enum(['prepaid', 'cash']),
  /** What the courier collects at the door (0 when prepaid). */
  cashToCollect: z.number(),
  total: z.number(),
  pieces: z.number().int(),
  weightGrams: z.number(),
  /** The day promised for dispatch; null for orders placed before promises. */
  dispatchBy: day.nullable(),
  createdAt: z.string(),
});
export type ReadyOrder = z.infer<typeof readyOrderAnswer>;
export const readyToShipAnswer = z.object({ orders: z.array(readyOrderAnswer) });

/** A courier that can take one order's parcel, its price and promise. */
export const courierQuoteAnswer = z.object({
  courierId: z.number().int(),
  courierName: z.string(),
  rate: z.number(),
  estimatedDelivery: day.nullable(),
  etaDays: z.number().nullable(),
  /** It collects cash on delivery on this lane. */
  cash: z.boolean(),
  recommended: z.boolean(),
});
export type CourierQuote = z.infer<typeof courierQuoteAnswer>;
export const courierQuotesAnswer = z.object({ couriers: z.array(courierQuoteAnswer) });

/** A booking of one or many orders: each booked with its AWB, or failed with the courier's reason. */
export const bookingAnswer = z.object({
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
export type BookingResult = z.infer<typeof bookingAnswer>;

/** A parcel: forward to the shopper, back to the label (rto) or a customer's return (reverse). */
export const shipmentAnswer = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.string(),
  awb: z.string().nullable(),
  courierName: z.string().nullable(),
  /** 'booking', then the courier's step (booked, in-transit, delivered, undelivered, rto-initiated...). */
  status: z.string(),
  statusAt: z.string().nullable(),
  cashToCollect: z.number(),
  estimatedDelivery: day.nullable(),
  pickupDate: day.nullable(),
  failedAttempts: z.number().int(),
  trackingUrl: z.string().nullable(),
});
export type ShipmentJson = z.infer<typeof shipmentAnswer>;
export const shipmentsAnswer = z.object({ shipments: z.array(shipmentAnswer), next: z.string().nullable() });

/** One of the courier's scans, as the timeline shows it. */
export const trackingEventAnswer = z.object({
  at: z.string(),
  status: z.string(),
  activity: z.string(),
  location: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEventAnswer>;
export const orderShipmentAnswer = z.object({
  shipment: shipmentAnswer.nullable(),
  events: z.array(trackingEventAnswer),
});
export type OrderShipment = z.infer<typeof orderShipmentAnswer>;

export const pickupAnswer = z.object({ pickupDate: day, count: z.number().int() });

/** A parcel's weight and box for one product type (the parcel of an order adds its pieces up). */
export const parcelDefaultAnswer = z.object({
  productType: z.string(),
  weightGrams: z.number(),
  lengthCm: z.number(),
  breadthCm: z.number(),
  heightCm: z.number(),
});
export type ParcelDefault = z.infer<typeof parcelDefaultAnswer>;
export const parcelDefaultsAnswer = z.object({ defaults: z.array(parcelDefaultAnswer) });

/** A failed delivery attempt: the courier's reason, and the shopper's or the desk's answer. */
export const deliveryExceptionAnswer = z.object({
  _id: z.string(),
  shipmentId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  awb: z.string().nullable(),
  reason: z.string(),
  attempt: z.number().int(),
  /** open: waiting for the shopper; desk: hers unanswered in time, the desk decides; answered. */
  state: z.string(),
  openedAt: z.string(),
  answerBy: z.string().nullable(),
  action: z.string().nullable(),
  answeredVia: z.string().nullable(),
});
export type DeliveryException = z.infer<typeof deliveryExceptionAnswer>;
export const deliveryExceptionsAnswer = z.object({ exceptions: z.array(deliveryExceptionAnswer) });

/** A parcel coming or come back to the label, with the pieces in it. */
export const rtoShipmentAnswer = shipmentAnswer.extend({
  lines: z.array(z.object({ _id: z.string(), name: z.string(), size: z.string() })),
});
export type RtoShipment = z.infer<typeof rtoShipmentAnswer>;
export const rtoShipmentsAnswer = z.object({ shipments: z.array(rtoShipmentAnswer) });

/** What the desk should look at in the courier's cash remittances. */
export const remittanceMismatchAnswer = z.object({
  kind: z.enum(['amount-differs', 'unknown-awb', 'not-remitted']),
  awb: z.string(),
  orderId: z.string().optional(),
  orderNumber: z.string().optional(),
  expected: z.number().optional(),
  remitted: z.number().optional(),
  deliveredOn: z.string().optional(),
  days: z.number().optional(),
});
export type RemittanceMismatch = z.infer<typeof remittanceMismatchAnswer>;
export const remittanceMismatchesAnswer = z.object({ mismatches: z.array(remittanceMismatchAnswer) });
/** One import of a remittance batch: its lines, the ones recorded now, those recorded before. */
export const remittanceImportAnswer = z.object({
  reference: z.string().optional(),
  lines: z.number().int(),
  recorded: z.number().int(),
  alreadyImported: z.number().int(),
  mismatches: z.array(remittanceMismatchAnswer),
});
export type RemittanceImport = z.infer<typeof remittanceImportAnswer>;

const outcome = { delivered: z.number(), rto: z.number() };
/** Delivered and returned parcels per week, state, courier and payment method; NDRs per week. */
export const shippingStatsAnswer = z.object({
  weeks: z.array(z.object({ week: z.string(), ...outcome, ndrOpened: z.number(), ndrResolved: z.number() })),
  byState: z.array(z.object({ state: z.string(), ...outcome })),
  byCourier: z.array(z.object({ courierName: z.string(), ...outcome })),
  byMethod: z.array(z.object({ method: z.string(), ...outcome })),
});
export type ShippingStats = z.infer<typeof shippingStatsAnswer>;
