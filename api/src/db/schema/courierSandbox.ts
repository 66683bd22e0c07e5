/**
 * The offline courier sandbox's own books (providers/courier/sandbox.ts): what Shiprocket keeps on
 * its side of each order it was sent. The store's own record of a parcel is `shipments`
 * (shipping.ts); nothing here is read by a module.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An address as the sandbox was sent it. */
export interface SandboxCourierAddress {
  name: string;
  phone: string;
  city: string;
  state: string;
  pincode: string;
}

/** One scan, as Shiprocket lists it in a webhook's `scans`. */
export interface SandboxCourierScan {
  at: string;
  statusId: number;
  activity: string;
  location: string;
}

/**
 * One Shiprocket order and its one shipment. `reference` (the channel order id) is not unique:
 * Shiprocket makes a second order for a second create with the same id, and so does the sandbox.
 */
export const courierSandboxShipments = pgTable(
  'courier_sandbox_shipments',
  {
    /** Shiprocket's order_id (numeric). */
    orderId: integer('order_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 410_000_001 }),
    /** Shiprocket's shipment_id: the order id plus a fixed offset (one shipment per order here). */
    shipmentId: integer('shipment_id')
      .notNull()
      .unique()
      .generatedAlwaysAs(sql`order_id + 300000000`),
    reference: text('reference').notNull(),
    /** 'forward', or 'reverse' (a return pickup from the shopper). */
    kind: text('kind').notNull().default('forward'),
    pickupPincode: text('pickup_pincode').notNull(),
    address: jsonb('address').$type<SandboxCourierAddress>().notNull(),
    weightGrams: integer('weight_grams').notNull(),
    subTotalPaise: integer('sub_total_paise').notNull(),
    cashPaise: integer('cash_paise').notNull().default(0),
    awb: text('awb').unique(),
    courierId: integer('courier_id'),
    courierName: text('courier_name'),
    ratePaise: integer('rate_paise'),
    awbAssignedAt: timestamp('awb_assigned_at', { withTimezone: true, mode: 'date' }),
    /** Shiprocket's shipment status id (statuses.ts) and when it was reached. */
    statusId: integer('status_id').notNull().default(0),
    statusAt: timestamp('status_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    pickupAt: timestamp('pickup_at', { withTimezone: true, mode: 'date' }),
    etd: timestamp('etd', { withTimezone: true, mode: 'date' }),
    /** When the clock (tick) moves it next; null: it waits for a command. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true, mode: 'date' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    ndrReason: text('ndr_reason'),
    /** The merchant's NDR answer waiting for the next tick: 're-attempt' or 'return'. */
    ndrAction: text('ndr_action'),
    scans: jsonb('scans').$type<SandboxCourierScan[]>().notNull().default([]),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** The cash remittance batch (a UTR-like reference) and its day, once remitted. */
    remittanceRef: text('remittance_ref'),
    remittedOn: date('remitted_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('courier_sandbox_shipments_reference_idx').on(table.reference),
    index('courier_sandbox_shipments_next_idx').on(table.nextStepAt),
  ],
);
