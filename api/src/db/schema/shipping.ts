/**
 * Shipping (modules/shipping): parcels booked with a courier, what the courier reported of each,
 * failed deliveries (NDR) and the shopper's or desk's answer, the courier's cash remittances as
 * imported, and the desk's parcel defaults per product type.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** The parcel as booked: its weight and box. */
export interface ParcelSize {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/**
 * One parcel with a courier: an order's way out ('forward') or a return's way back ('reverse', a
 * pickup from the shopper). `status` is 'booking' from the moment the store claims the booking
 * until the aggregator's answer is recorded, then a ShipmentStatus (providers/courier/types.ts).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'forward' or 'reverse'. */
    kind: text('kind').notNull().default('forward'),
    /** A reverse pickup's return request; null for a forward parcel. */
    returnRequestId: uuid('return_request_id'),
    /** The store's reference sent as the aggregator's channel order id: <order number>-<attempt>. */
    reference: text('reference').notNull().unique(),
    /** 'shiprocket' or 'sandbox': who booked it. */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb').unique(),
    courierId: integer('courier_id'),
    courierName: text('courier_name'),
    ratePaise: integer('rate_paise'),
    /** What the courier collects at the door (0: prepaid). */
    cashToCollectPaise: integer('cash_to_collect_paise').notNull().default(0),
    parcel: jsonb('parcel').$type<ParcelSize>().notNull(),
    status: text('status').notNull().default('booking'),
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    estimatedDelivery: date('estimated_delivery', { mode: 'string' }),
    pickupDate: date('pickup_date', { mode: 'string' }),
    /** Delivery attempts that failed so far. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** A parcel back at the label (RTO): when the desk received it, and in what state. */
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    receivedBy: uuid('received_by'),
    /** The booking's last refusal by the aggregator, for the desk. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One live forward parcel per order: a second booking (a retry, another instance) meets it.
    uniqueIndex('shipments_live_forward_idx')
      .on(table.orderId)
      .where(sql`${table.kind} = 'forward' and ${table.status} <> 'cancelled'`),
    // One live reverse pickup per return request.
    uniqueIndex('shipments_live_reverse_idx')
      .on(table.returnRequestId)
      .where(sql`${table.kind} = 'reverse' and ${table.status} <> 'cancelled'`),
    index('shipments_status_idx').on(table.status, table.statusAt.desc()),
    index('shipments_order_idx').on(table.orderId),
    check('shipments_kind_check', sql`${table.kind} in ('forward', 'reverse')`),
  ],
);

export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * What the courier reported, once each: a webhook replayed, a tracking read or a later webhook's
 * scans that repeat a step find the same (shipment, status, time) and add nothing.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    status: text('status').notNull(),
    providerStatusId: integer('provider_status_id').notNull(),
    providerStatus: text('provider_status').notNull(),
    activity: text('activity').notNull().default(''),
    location: text('location'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('shipment_events_once').on(table.shipmentId, table.status, table.at),
    index('shipment_events_timeline_idx').on(table.shipmentId, table.at),
  ],
);

/**
 * A failed delivery attempt (NDR): opened by an 'undelivered' update, answered by the shopper
 * (signed link or WhatsApp) or the desk, and the answer handed to the courier once.
 * state: open -> answered (re-attempt or return sent to the courier) | desk (unanswered in time:
 * the desk decides) -> answered.
 */
export const deliveryExceptions = pgTable(
  'delivery_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** The failed attempt's number (1, 2, 3). */
    attempt: integer('attempt').notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Unanswered by then, it goes to the desk. */
    answerBy: timestamp('answer_by', { withTimezone: true, mode: 'date' }).notNull(),
    /** The answer: { kind: 're-attempt', date?, address?, phone? } | { kind: 'return' }. */
    action: jsonb('action').$type<Record<string, unknown>>(),
    /** 'link', 'whatsapp' or 'desk'. */
    answeredVia: text('answered_via'),
    answeredBy: uuid('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** When the courier accepted the answer (the NDR action call). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    unique('delivery_exceptions_attempt_once').on(table.shipmentId, table.attempt),
    index('delivery_exceptions_open_idx')
      .on(table.answerBy)
      .where(sql`${table.state} in ('open', 'desk')`),
    check('delivery_exceptions_state_check', sql`${table.state} in ('open', 'desk', 'answered')`),
  ],
);

/**
 * Each parcel's line of a courier's cash remittance as the desk imported it (by the aggregator's
 * API or its CSV): once per (batch, AWB), so importing a batch again adds nothing. `orderId` is
 * null for an AWB the store does not know (a mismatch the desk sees).
 */
export const courierRemittanceLines = pgTable(
  'courier_remittance_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    remittedOn: date('remitted_on', { mode: 'string' }).notNull(),
    awb: text('awb').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** 'recorded' (the order's cash is collected), 'amount-differs', 'unknown-awb' or 'not-cash'. */
    outcome: text('outcome').notNull(),
    importedBy: uuid('imported_by'),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('courier_remittance_lines_once').on(table.reference, table.awb),
    index('courier_remittance_lines_awb_idx').on(table.awb),
  ],
);

/** The desk's default parcel per product type (products.type): weight and box when booking. */
export const parcelDefaults = pgTable('parcel_defaults', {
  productType: text('product_type').primaryKey(),
  weightGrams: integer('weight_grams').notNull(),
  lengthCm: integer('length_cm').notNull(),
  breadthCm: integer('breadth_cm').notNull(),
  heightCm: integer('height_cm').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
