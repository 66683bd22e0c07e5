/**
 * A courier provider as the store uses it: an aggregator (Shiprocket's external API, live or its
 * offline sandbox) or, later, a courier booked directly (Delhivery). Amounts are paise, days are
 * India's calendar days (YYYY-MM-DD), weights grams, sizes centimetres. The protocol's own
 * shapes stay inside the provider; modules/shipping sees only these.
 */

/** Where a parcel is in its journey, as the store names it (each provider maps its own codes). */
export const SHIPMENT_STATUSES = [
  'booked', // an AWB is assigned; not yet with the courier
  'pickup-scheduled',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'undelivered', // an attempt failed: a failed delivery (NDR) is open
  'rto-initiated', // going back to the label
  'rto-in-transit',
  'rto-delivered', // back at the label's pickup address
  'lost',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** A courier that can take the parcel, with its price and promise. */
export interface CourierQuote {
  courierId: number;
  courierName: string;
  /** The freight the aggregator charges, cash handling included when asked for cash. */
  ratePaise: number;
  /** The estimated delivery day (India). */
  estimatedDelivery: string;
  etaDays: number;
  /** Whether it collects cash on delivery on this lane. */
  cash: boolean;
  /** The aggregator's own recommendation for this parcel. */
  recommended: boolean;
}

export interface ServiceabilityQuery {
  pickupPincode: string;
  deliveryPincode: string;
  weightGrams: number;
  /** Cash on delivery: only couriers that collect. */
  cash: boolean;
}

export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface CourierAddress {
  name: string;
  phone: string;
  email: string | null;
  street: string;
  landmark: string | null;
  city: string;
  state: string;
  pincode: string;
}

/** The store's order as the aggregator takes it. */
export interface CourierOrder {
  /**
   * The store's reference for this booking (the channel's order id): the order number and the
   * attempt (ELG-2026-000123-1). The aggregator has no idempotency key: a booking is found again
   * by this reference (findOrder) before any second create.
   */
  reference: string;
  orderDate: Date;
  customer: CourierAddress;
  items: { name: string; sku: string; units: number; pricePaise: number }[];
  subTotalPaise: number;
  /** What the courier collects at the door; 0 for a prepaid parcel. */
  cashToCollectPaise: number;
  parcel: Parcel;
}

/** A booking on the aggregator's side. */
export interface CourierBooking {
  providerOrderId: string;
  shipmentId: string;
  /** Null until an AWB is assigned. */
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
}

/** One scan or status change, as the courier reported it. */
export interface TrackingScan {
  at: Date;
  status: ShipmentStatus;
  /** The courier's words ("Consignee not available", "Reached Mumbai hub"). */
  activity: string;
  location: string | null;
}

/** A tracking webhook or a tracking read, in the store's terms. */
export interface TrackingUpdate {
  awb: string;
  /** The store's reference (CourierOrder.reference) the aggregator echoes back. */
  reference: string | null;
  status: ShipmentStatus;
  /** The provider's own status id and label, kept for the record. */
  providerStatusId: number;
  providerStatus: string;
  at: Date;
  /** A failed attempt's reason (undelivered). */
  reason: string | null;
  /** Whether this is a return's (reverse or RTO) leg. */
  isReturn: boolean;
  scans: TrackingScan[];
}

/** The store's answer to a failed delivery, for the courier. */
export type NdrAction =
  | { kind: 're-attempt'; date?: string; address?: string; phone?: string; comment?: string }
  | { kind: 'return'; comment?: string };

/** A failed delivery as the aggregator lists it. */
export interface CourierNdr {
  awb: string;
  reason: string;
  attempts: number;
  raisedAt: Date;
}

/** One parcel's cash in a remittance batch. */
export interface RemittanceLine {
  /** The batch: the courier's remittance reference (UTR or statement id). */
  reference: string;
  remittedOn: string;
  awb: string;
  amountPaise: number;
}

/**
 * A courier provider. Every call may throw CourierError (the provider refused, with its words)
 * or a network error (nothing known: the caller finds its booking again by reference).
 */
export interface CourierProvider {
  readonly name: 'shiprocket' | 'sandbox';
  serviceability(query: ServiceabilityQuery): Promise<CourierQuote[]>;
  /** Creates the order and its shipment (no AWB yet). Not idempotent: each call is a new shipment. */
  createOrder(order: CourierOrder): Promise<CourierBooking>;
  /** The booking made with this reference, if any (the retry's way back after a lost answer). */
  findOrder(reference: string): Promise<CourierBooking | null>;
  /** Assigns an AWB: the courier picked, or the aggregator's recommendation when none is named. */
  assignAwb(shipmentId: string, courierId?: number): Promise<CourierBooking>;
  requestPickup(shipmentIds: string[]): Promise<{ pickupDate: string }>;
  /** The aggregator's manifest for these shipments (a URL to its PDF). */
  generateManifest(shipmentIds: string[]): Promise<{ url: string }>;
  /** The aggregator's label for these shipments (a URL to its PDF). */
  generateLabel(shipmentIds: string[]): Promise<{ url: string }>;
  track(awb: string): Promise<TrackingUpdate | null>;
  ndrList(): Promise<CourierNdr[]>;
  ndrAction(awb: string, action: NdrAction): Promise<void>;
  /** A reverse pickup from the shopper for a return: a booking of its own, with an AWB. */
  reversePickup(order: CourierOrder): Promise<CourierBooking>;
  cancel(providerOrderIds: string[]): Promise<void>;
  /** Cash remitted since this day (the aggregator's remittance statement). */
  remittances(since: string): Promise<RemittanceLine[]>;
  /**
   * A tracking webhook as received (its headers and raw JSON body): the update, or a refusal
   * (WebhookRefused: wrong token, 401; unreadable body, 400).
   */
  readWebhook(headers: Record<string, string | string[] | undefined>, body: string): TrackingUpdate;
}

/** The provider refused a call; its message is the provider's own words. */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A webhook the store will not read: a wrong token (401) or a body that is not an update (400). */
export class WebhookRefused extends Error {
  constructor(
    message: string,
    readonly status: 401 | 400,
  ) {
    super(message);
  }
}
