import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** An image as stored: the media file's id and its path under the media root (no host). */
export interface StoredImage {
  fileId: string;
  path: string;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The HSN code the admin gave it for invoices; null: the default for its category and type. */
    hsn: text('hsn'),
    /** Money is kept in paise so sums are exact. */
    pricePaise: integer('price_paise').notNull(),
    brand: text('brand'),
    material: text('material'),
    category: text('category').notNull(),
    type: text('type').notNull(),
    subCategory: text('sub_category').notNull().default('default'),
    active: boolean('active').notNull().default(true),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    /** Units ordered so far: the 'Most Popular' sort. Orders add to it. */
    unitsSold: integer('units_sold').notNull().default(0),
    /** Customer ratings kept as a running sum and count; the average is derived for sorting. */
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** 0 when unrated, so unrated products sort after every rated one (ratings are 1 to 5). */
    ratingAverage: numeric('rating_average', { precision: 4, scale: 3, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`case when rating_count = 0 then 0 else round(rating_total::numeric / rating_count, 3) end`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('products_category_check', sql`${table.category} in ('mens', 'womens', 'accessories')`),
    check('products_price_check', sql`${table.pricePaise} >= 0`),
    check(
      'products_rating_check',
      sql`${table.ratingCount} >= 0 and ${table.ratingTotal} between ${table.ratingCount} and 5 * ${table.ratingCount}`,
    ),
    // One index per listing sort, holding only what shoppers can see, in keyset order.
    index('products_newest_idx')
      .on(table.category, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.active}`),
    index('products_price_idx')
      .on(table.category, table.pricePaise, table.id)
      .where(sql`${table.active}`),
    index('products_popular_idx')
      .on(table.category, table.unitsSold.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.active}`),
    // Trigram indexes answer the shopper's 'contains' search (ILIKE '%text%') without a scan.
    // fastupdate off: PGlite has no autovacuum to flush a pending list, and a long one made
    // the planner give up on the index (measured: 100 ms scans of 10,000 rows).
    index('products_name_trgm_idx')
      .using('gin', sql`${table.name} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('products_description_trgm_idx')
      .using('gin', sql`${table.description} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('products_rating_idx')
      .on(table.category, table.ratingAverage.desc(), table.ratingCount.desc(), table.id.desc())
      .where(sql`${table.active}`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/**
 * One row whose version moves with every change to products (a trigger, so no writer can
 * forget): API instances compare it to drop their cached listings (catalog/catalogCache.ts).
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Discount codes checked at checkout; the admin screens manage them. */
export const coupons = pgTable(
  'coupons',
  {
    /** Stored upper-case; shoppers may type any case. */
    code: text('code').primaryKey(),
    kind: text('kind').notNull(),
    /** Percent (1-100) for 'percent', paise for 'flat'. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** Valid from (null: at once) until expiresAt (null: no end). */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Orders the code may be used on in all, and per customer (account or phone); null: no cap. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_kind_check', sql`${table.kind} in ('percent', 'flat')`),
    check('coupons_value_check', sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 100)`),
  ],
);

/** A line as the server priced it: its own product price, never the browser's. */
export interface PricedLine {
  productId: string;
  name: string;
  size: unknown;
  pricePaise: number;
  image: string;
}

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

/**
 * What the shopper asked to buy, priced by the server, kept from payment order to order: the
 * order is made from this row, whether the browser or the provider's webhook reports first.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The payment provider's order id (Razorpay 'order_...'). */
    providerOrderId: text('provider_order_id').notNull().unique(),
    /** 'order' pays for new lines; 'balance' pays what a partial order still owes. */
    purpose: text('purpose').notNull().default('order'),
    /** For 'balance': the order being paid off. */
    orderId: uuid('order_id'),
    /** For a 'balance' checkout not yet paid: its order again (unique), cleared once it is paid. */
    openBalanceOf: uuid('open_balance_of'),
    lines: jsonb('lines').$type<PricedLine[]>().notNull().default([]),
    address: jsonb('address').$type<ShippingAddress | null>(),
    guest: boolean('guest').notNull().default(true),
    /** The signed-in customer who checked out; null for a guest. */
    customerId: uuid('customer_id'),
    partial: boolean('partial').notNull().default(false),
    couponCode: text('coupon_code'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** What this payment collects: the total, 20% of it, or a balance. */
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One open balance payment order per order: asking again reopens it, never a second.
    uniqueIndex('checkouts_open_balance_idx').on(table.openBalanceOf),
  ],
);

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
    items: jsonb('items').$type<PricedLine[]>().notNull(),
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
    /** Per item (by index), a made-to-measure piece's production stage; null or absent: received. */
    itemStages: jsonb('item_stages').$type<(string | null)[]>().notNull().default([]),
    /** The day (India time) the order is promised to leave the workshop: later for made-to-measure items. */
    dispatchBy: date('dispatch_by', { mode: 'string' }),
    /** Recorded when the order ships: the courier's name and its tracking number. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
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
    check('orders_paid_check', sql`${table.paidPaise} between 0 and ${table.totalPaise}`),
  ],
);

/** Every captured payment, once: the provider's payment id is the key of idempotency. */
export const payments = pgTable('payments', {
  providerPaymentId: text('provider_payment_id').primaryKey(),
  providerOrderId: text('provider_order_id').notNull(),
  orderId: uuid('order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  /** 'full', 'partial' or 'balance'. */
  type: text('type').notNull(),
  /**
   * Why a captured payment could not be applied to its order (already paid, cancelled): the
   * money is recorded, flagged to the admin and refundable. Null for a payment applied.
   */
  unappliedReason: text('unapplied_reason'),
  /** Refunded through the provider's refund API, and its refund id. */
  refundedPaise: integer('refunded_paise').notNull().default(0),
  refundId: text('refund_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Each order a coupon was used on, written with the order: the caps count these rows. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id').primaryKey(),
    code: text('code').notNull(),
    customerId: uuid('customer_id'),
    phone: text('phone').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_code_idx').on(table.code, table.phone)],
);

/** A guest's access to one order: a random token (only its hash here), expiring, revocable. */
export const guestOrderTokens = pgTable(
  'guest_order_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('guest_order_tokens_order_idx').on(table.orderId)],
);

/** Request counts per limit and client for the current window, shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Provider webhook events already handled (Razorpay may deliver one more than once). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The offline payment sandbox's own books: what Razorpay keeps on its side. */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  receipt: text('receipt'),
  status: text('status').notNull().default('created'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  method: text('method').notNull(),
  status: text('status').notNull(),
  /** Razorpay's payment.amount_refunded. */
  refundedPaise: integer('refunded_paise').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/**
 * Every account a session can belong to: shoppers sign in by phone OTP (phone set), admins by
 * e-mail and password (email and password_hash set, role 'admin', created by the admin tooling).
 */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').unique(),
  email: text('email').unique(),
  /** scrypt$N$r$p$salt$hash (node:crypto); null for phone-only accounts. */
  passwordHash: text('password_hash'),
  name: text('name').notNull().default(''),
  role: text('role').notNull().default('customer'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Failed admin sign-ins per e-mail and client address: that client slows down, then is locked
 * out for a while; other clients are not (a stranger cannot lock the admin out).
 */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.client] }),
    index('admin_login_failures_email_idx').on(table.email, table.lastFailedAt),
  ],
);

/** Server-side sessions: the cookie holds a random id, the table only its hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** The live one-time code of a phone: only its HMAC, its expiry and the wrong tries so far. */
export const otpCodes = pgTable('otp_codes', {
  phone: text('phone').primaryKey(),
  codeHmac: text('code_hmac').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Every code sent, for the per-phone and per-IP caps. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_sends_phone_idx').on(table.phone, table.sentAt),
    index('otp_sends_ip_idx').on(table.ip, table.sentAt),
  ],
);

/** A customer's address book. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    street: text('street').notNull(),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('addresses_customer_idx').on(table.customerId, table.createdAt)],
);

export type CustomerRow = typeof customers.$inferSelect;

/** ALTCHA challenges already redeemed (by signature), kept until they expire: one send per solved puzzle. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A named set of body measurements in inches ('Me', 'Father'), for the mens or womens fit. */
export const measurementProfiles = pgTable(
  'measurement_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    fit: text('fit').notNull(),
    measurements: jsonb('measurements').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('measurement_profiles_name_idx').on(table.customerId, sql`lower(${table.name})`)],
);

/** One rating per customer and product; products keep the running total and count. */
export const productRatings = pgTable(
  'product_ratings',
  {
    customerId: uuid('customer_id').notNull(),
    productId: uuid('product_id').notNull(),
    rating: integer('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    check('product_ratings_range_check', sql`${table.rating} between 1 and 5`),
  ],
);

export type MeasurementProfileRow = typeof measurementProfiles.$inferSelect;

/** Images uploaded to the local image store (ImageKit's protocol), by ImageKit-style file id. */
export const mediaFiles = pgTable('media_files', {
  fileId: text('file_id').primaryKey(),
  path: text('path').notNull().unique(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Upload tokens already spent: ImageKit accepts each token once. */
export const uploadTokens = pgTable('upload_tokens', {
  token: text('token').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** What happened to an order after it was placed, and which admin did it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    /** 'fulfilment', 'completed', 'deleted' or 'stage' (of the item at itemIndex). */
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
    orderId: uuid('order_id').notNull(),
    adminId: uuid('admin_id').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.at)],
);

/** The tax invoice of a fully paid order: numbered once, in sequence within its financial year. */
export const invoices = pgTable('invoices', {
  orderId: uuid('order_id').primaryKey(),
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
