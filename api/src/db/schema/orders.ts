/**
 * The orders module's tables (modules/orders): orders and their lines, the desk's history and
 * notes, guest links, cash remittances and tax invoices.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CashRisk } from '@store/shared/schemas';

export interface ShippingAddress {
  name: string;
  phone: string;
  email: string | null;
  street: string;
  landmark: string | null;
  city: string;
  state: string;
  zip: string;
  country: 'India';
}

/** Order numbers: one sequence for the store, shown with the year they were placed in. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What people say on the phone: ELG-<year, India time>-<6 digits>, given by the database. */
    number: text('number')
      .notNull()
      .unique()
      .default(
        sql`('ELG-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'))`,
      ),
    checkoutId: uuid('checkout_id').notNull().unique(),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    couponCode: text('coupon_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    paidPaise: integer('paid_paise').notNull(),
    /** 'paid' or 'partial-paid' (the rest is due). */
    status: text('status').notNull(),
    guest: boolean('guest').notNull(),
    customerId: uuid('customer_id'),
    completed: boolean('completed').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    /** processing -> shipped -> delivered, or cancelled; every change is in order_events. */
    fulfilment: text('fulfilment').notNull().default('processing'),
    /** The day (India time) the order is promised to leave the workshop: later for made-to-measure items. */
    dispatchBy: date('dispatch_by', { mode: 'string' }),
    /** Recorded when the order ships: the courier's name and its tracking number. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** Paid for after its hold lapsed, with a piece sold meanwhile: the desk must act (see its lines). */
    stockShort: boolean('stock_short').notNull().default(false),
    /** When the desk marked it delivered: the return window runs from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** 'prepaid' (card or UPI) or 'cash' (the rest is paid to the courier). */
    paymentMethod: text('payment_method').notNull().default('prepaid'),
    /** The cash-on-delivery fee inside totalPaise (0 for prepaid orders). */
    cashFeePaise: integer('cash_fee_paise').notNull().default(0),
    /** A cash order: awaiting-confirmation -> confirmed -> collected, or refused / cancelled; null when prepaid. */
    cashState: text('cash_state'),
    /** Until when the shopper may confirm a cash order; unconfirmed by then it is cancelled. */
    cashConfirmBy: timestamp('cash_confirm_by', { withTimezone: true, mode: 'date' }),
    /** Wrong confirmation codes typed for it, by every caller together (cashConfirmation.ts caps them). */
    cashConfirmFailures: integer('cash_confirm_failures').notNull().default(0),
    /** How a cash order was confirmed: 'phone proven at checkout', 'link', 'code' or 'WhatsApp'; null while unconfirmed. */
    cashConfirmedHow: text('cash_confirmed_how'),
    /** A cash order's risk check when it was placed (checkout/cash/cashRisk.ts): its decision, score and reasons; null otherwise. */
    cashRisk: jsonb('cash_risk').$type<CashRisk>(),
    /** The prepaid nudge (COD_PREPAID_DISCOUNT) inside discountPaise: taken off for paying by card or UPI. */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    /** When the guest link was handed out: once per order, so a replayed answer mints no other. */
    /** The language the order was placed in ('en' or 'hi'): her notices (texts, e-mails, WhatsApp) are written in it. */
    locale: text('locale').notNull().default('en'),
    guestLinkIssuedAt: timestamp('guest_link_issued_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_phone_idx').on(table.phone, table.createdAt.desc()),
    index('orders_customer_idx').on(table.customerId, table.createdAt.desc()),
    // The order desk: newest first, one keyset page at a time, with or without a filter.
    index('orders_desk_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`not ${table.deleted}`),
    // Its search: any part of a name, a phone or an order number (trigram 'contains').
    index('orders_name_trgm_idx')
      .using('gin', sql`${table.customerName} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('orders_phone_trgm_idx')
      .using('gin', sql`${table.phone} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('orders_number_trgm_idx')
      .using('gin', sql`${table.number} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    // A tracking number as the search compares it (orderDesk's sameTracking): without it every
    // phone or name search, which also asks for a tracking number, reads the whole table.
    index('orders_tracking_compact_idx').on(
      sql`upper(regexp_replace(${table.trackingNumber}, '[[:space:]-]', '', 'g'))`,
    ),
    check('orders_paid_check', sql`${table.paidPaise} between 0 and ${table.totalPaise}`),
    check(
      'orders_cash_state_check',
      sql`${table.cashState} in ('awaiting-confirmation', 'confirmed', 'collected', 'refused', 'cancelled')`,
    ),
    check('orders_locale_check', sql`${table.locale} in ('en', 'hi')`),
    // The cash rules' daily counts per phone, and its refused deliveries.
    index('orders_cash_phone_idx')
      .on(table.phone, table.createdAt)
      .where(sql`${table.paymentMethod} = 'cash'`),
    // The desk's cash filter and its 'stock short' filter, keyset-paged like orders_desk_idx.
    index('orders_cash_desk_idx')
      .on(table.cashState, table.createdAt.desc(), table.id.desc())
      .where(sql`not ${table.deleted} and ${table.cashState} is not null`),
    index('orders_stock_short_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`not ${table.deleted} and ${table.stockShort}`),
    // The sweep's look for cash orders left unconfirmed past their window.
    index('orders_cash_unconfirmed_idx')
      .on(table.cashConfirmBy)
      .where(sql`${table.cashState} = 'awaiting-confirmation'`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * The pieces of an order, one row each (they were a JSON array on the order until 0018): a line
 * carries its size, its price, its production stage and the stock it took, and later its returns.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Its place in the order as the shopper's cart listed it, from 0. */
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    /** The product's section when it was bought: 'mens', 'womens' or 'accessories'. */
    section: text('section').notNull(),
    /** A standard size ('M', { upper, lower }), a made-to-measure { custom, measurements }, or null. */
    size: jsonb('size'),
    /** Made to measure: it has production stages and takes no stock. */
    custom: boolean('custom').notNull().default(false),
    image: text('image').notNull().default(''),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** A made-to-measure piece's production stage (received first); null for a standard size. */
    stage: text('stage'),
    /** The stock keys this line took ('upper:L', 'lower:34'); empty for made-to-measure. */
    stockKeys: jsonb('stock_keys').$type<string[]>().notNull().default([]),
    /** Paid for after its stock hold lapsed, when the piece had sold meanwhile: the desk must act. */
    stockShort: boolean('stock_short').notNull().default(false),
    /**
     * A piece of a refused delivery on its way back from the courier: it goes back on sale when
     * the desk has it and marks it sellable (restockedAt), as a returned piece does.
     */
    restockDue: boolean('restock_due').notNull().default(false),
    restockedAt: timestamp('restocked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_lines_order_idx').on(table.orderId, table.position),
    // What a return's foreign key names: this line of this order (return_requests_line_fk).
    unique('order_lines_id_order_unique').on(table.id, table.orderId),
    index('order_lines_product_idx').on(table.productId),
    check('order_lines_quantity_check', sql`${table.quantity} = 1`),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;

/** What happened to an order after it was placed, and which admin did it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'fulfilment', 'completed', 'deleted', 'stage' (of the item at itemIndex), 'cash', 'restock', or 'shipped-unpaid' (the balance due, then the admin's reason). */
    kind: text('kind').notNull(),
    itemIndex: integer('item_index'),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    adminId: uuid('admin_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);

/** The order desk's internal notes: who wrote what, when. Shoppers never see them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    adminId: uuid('admin_id').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.at)],
);

/** A guest's access to one order: a random token (only its hash here), expiring, revocable. */
export const guestOrderTokens = pgTable(
  'guest_order_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('guest_order_tokens_order_idx').on(table.orderId)],
);

/**
 * Wrong confirmation codes one caller (client address) typed for one cash order: a stranger's
 * guesses lock that stranger out, not the shopper (cashConfirmation.ts).
 */
export const cashConfirmTries = pgTable(
  'cash_confirm_tries',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.client] })],
);

/**
 * Short links for texts (`<shop>/c/<code>`): a random code that stands for an order's long signed
 * link until `expiresAt` (a cash confirmation's: its window). Only the code is kept; the signed
 * link is derived again when it is opened.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What the link opens: 'cash-confirm'. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('short_links_order_purpose_idx').on(table.orderId, table.purpose)],
);

/** What the courier paid over for a cash order, as the desk recorded it: once per order. */
export const cashRemittances = pgTable('cash_remittances', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  amountPaise: integer('amount_paise').notNull(),
  /** The courier's remittance reference (its statement or transfer number). */
  reference: text('reference').notNull(),
  /** The day the courier paid, as its statement says (YYYY-MM-DD). */
  remittedOn: date('remitted_on', { mode: 'string' }).notNull(),
  adminId: uuid('admin_id').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The tax invoice of a fully paid order: numbered once, in sequence within its financial year. */
export const invoices = pgTable('invoices', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  /** ELG/2026-27/000001 */
  number: text('number').notNull().unique(),
  financialYear: text('financial_year').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The last invoice number given in each financial year (April to March): no gaps, no repeats. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});
