/**
 * Returns (modules/orders/returns): requests about delivered pieces, their steps, refunds and
 * GST credit notes.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderLines } from './orders';
import { payments } from './payments';
import { shipments } from './shipping';

/** Where a refund of money collected in cash is paid: the customer's UPI id or bank account. */
export type RefundPayout =
  | { method: 'credit' }
  | { method: 'upi'; upiId: string }
  | { method: 'bank'; accountName: string; accountNumber: string; ifsc: string };

/**
 * A customer's request about one delivered piece (issue 32): an exchange for another size, a
 * refund, or an alteration of a made-to-measure piece. One live request per piece; the desk
 * moves it along (return_events keeps each step for the customer's timeline).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    lineId: uuid('line_id').notNull(),
    /** 'exchange', 'refund' or 'alteration'. */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    /** The customer's photo under the media root (returns/...), checked and stripped of metadata. */
    photo: text('photo'),
    /** An exchange's new size, and the stock keys taken for it when it was asked for. */
    exchangeSize: jsonb('exchange_size'),
    heldStockKeys: jsonb('held_stock_keys').$type<string[]>().notNull().default([]),
    /** An alteration's measurements to change: field -> new value in inches. */
    alterations: jsonb('alterations').$type<Record<string, number>>(),
    /** Where a refund of cash goes; null for money refunded through the payment provider. */
    payout: jsonb('payout').$type<RefundPayout>(),
    state: text('state').notNull().default('requested'),
    /** An alteration's production stage once in the workshop. */
    stage: text('stage'),
    /** Why the desk refused it, as the customer reads it. */
    refusal: text('refusal'),
    /** When the desk put the returned piece back on sale (its stock +1), once. */
    restockedAt: timestamp('restocked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // A piece is returned once: a second request is refused unless the first was refused.
    uniqueIndex('return_requests_line_idx')
      .on(table.lineId)
      .where(sql`${table.state} <> 'refused'`),
    index('return_requests_order_idx').on(table.orderId),
    // The piece is a line of the order the request names.
    foreignKey({
      name: 'return_requests_line_fk',
      columns: [table.lineId, table.orderId],
      foreignColumns: [orderLines.id, orderLines.orderId],
    }),
    // What refunds and credit notes name: this return of this order.
    unique('return_requests_id_order_unique').on(table.id, table.orderId),
    index('return_requests_queue_idx').on(table.state, table.createdAt),
    // The returns report: requests made over a range of days.
    index('return_requests_created_idx').on(table.createdAt),
    check('return_requests_kind_check', sql`${table.kind} in ('exchange', 'refund', 'alteration')`),
  ],
);
export type ReturnRow = typeof returnRequests.$inferSelect;

/** Each step of a return, for the customer's timeline and the desk's record. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id),
    state: text('state').notNull(),
    /** The production stage (an alteration), a refusal's reason, a payout's reference. */
    detail: text('detail'),
    /** Null when the customer did it (the request). */
    adminId: uuid('admin_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('return_events_return_idx').on(table.returnId, table.at)],
);

/**
 * Money given back for a return: through the provider (one row per payment refunded, its
 * refund id; processed when its refund.processed webhook arrives) or paid out by the desk to the
 * customer's UPI id or bank account (processed when the desk records it). Or for a parcel that
 * came back undelivered (a return to origin, modules/shipping/rto): `shipmentId` instead of
 * `returnId`, the order's payments refunded in full.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id'),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    /** A cancelled order's refund (orders/desk/cancelledRefunds.ts): neither a return's nor a returned parcel's. */
    cancellation: boolean('cancellation').notNull().default(false),
    orderId: uuid('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** 'provider', 'upi' or 'bank'. */
    method: text('method').notNull(),
    providerPaymentId: text('provider_payment_id').references(() => payments.providerPaymentId),
    /** The provider's rfnd_ id, or the desk's payout reference (UTR). */
    reference: text('reference').unique(),
    /** 'requested' (being asked of the provider), 'pending', 'processed'. */
    status: text('status').notNull().default('requested'),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the provider was last asked for a 'requested' row (claimed, or retried by the recovery):
     * one asked long ago is stuck, its process gone between the provider's answer and the record.
     */
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_return_idx').on(table.returnId),
    // The reports' refunds processed over a range of days.
    index('refunds_processed_idx')
      .on(table.processedAt)
      .where(sql`${table.status} = 'processed'`),
    // The recovery's sweep reads the rows still being asked.
    index('refunds_requested_idx')
      .on(table.askedAt)
      .where(sql`${table.status} = 'requested'`),
    foreignKey({
      name: 'refunds_return_fk',
      columns: [table.returnId, table.orderId],
      foreignColumns: [returnRequests.id, returnRequests.orderId],
    }),
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
    // A return's, a returned parcel's or a cancelled order's: exactly one.
    check(
      'refunds_owner_check',
      sql`(${table.returnId} is not null)::int + (${table.shipmentId} is not null)::int + ${table.cancellation}::int = 1`,
    ),
    index('refunds_shipment_idx')
      .on(table.shipmentId)
      .where(sql`${table.shipmentId} is not null`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/**
 * The GST credit note of a refund: numbered in its own series per financial year, naming its
 * invoice. A return's (one per return), or one per invoice line of an invoice cancelled whole:
 * the order's parcel came back undelivered (a return to origin: `shipmentId`) or the desk
 * cancelled the order after its invoice was issued (`cancellation`), with the line's place on it.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    returnId: uuid('return_id').unique(),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    /** The desk cancelled the invoiced order: one note per invoice line. */
    cancellation: boolean('cancellation').notNull().default(false),
    /** A whole invoice's note (return to origin, cancellation): the line it cancels (0 = the first). */
    invoiceLine: integer('invoice_line'),
    orderId: uuid('order_id').notNull(),
    /** CN/2026-27/0001 */
    number: text('number').primaryKey(),
    financialYear: text('financial_year').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'credit_notes_return_fk',
      columns: [table.returnId, table.orderId],
      foreignColumns: [returnRequests.id, returnRequests.orderId],
    }),
    unique('credit_notes_shipment_line_unique').on(table.shipmentId, table.invoiceLine),
    uniqueIndex('credit_notes_cancellation_line_unique')
      .on(table.orderId, table.invoiceLine)
      .where(sql`${table.cancellation}`),
    // Exactly one owner: a return, a return to origin's shipment, or the order's cancellation.
    check(
      'credit_notes_owner_check',
      sql`(${table.returnId} is not null)::int + (${table.shipmentId} is not null)::int + ${table.cancellation}::int = 1 and (${table.invoiceLine} is null) = (${table.returnId} is not null)`,
    ),
  ],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The last credit-note number given in each financial year. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});
