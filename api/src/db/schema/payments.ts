/**
 * Checkout and payments (modules/payments): what a shopper is paying for, every captured
 * payment, the provider's webhooks seen, and the offline sandbox's own books.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders, type ShippingAddress } from './orders';
import type { CashRisk } from '@store/shared/schemas';

/** A line as the server priced it: its own product price, never the browser's. */
export interface PricedLine {
  productId: string;
  name: string;
  size: unknown;
  pricePaise: number;
  image: string;
  /** The product's section; absent in checkouts priced before order lines were rows. */
  section?: string;
  /** The stock keys the line holds ('upper:L', 'lower:34'); empty for made-to-measure. */
  stockKeys?: string[];
}

/** A balance method's part of a checkout (checkout/paymentMethods/balanceMethod.ts). */
export interface CheckoutBalance {
  method: string;
  amountPaise: number;
  reference: string;
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
    /** Until when its stock, prices and coupon are held; null: nothing held (a balance, or made to measure only). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    /** 'prepaid' (card or UPI) or 'cash' (on delivery; `amountPaise` is the advance paid now, often 0). */
    paymentMethod: text('payment_method').notNull().default('prepaid'),
    /** The cash-on-delivery fee inside totalPaise. */
    cashFeePaise: integer('cash_fee_paise').notNull().default(0),
    /** The prepaid nudge inside discountPaise (a card or UPI checkout; COD_PREPAID_DISCOUNT). */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    /** A cash checkout's risk check (checkout/cash/cashRisk.ts), handed to its order. */
    cashRisk: jsonb('cash_risk').$type<CashRisk>(),
    /** The shopper ticked 'Send me order updates on WhatsApp': taken when the order is placed, for a proven phone. */
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    /** The shop's language at checkout: the order's (orders.locale). */
    locale: text('locale').notNull().default('en'),
    /**
     * What balances the store keeps (store credit, a gift card) took of it when it opened, before
     * `amountPaise`: each becomes a payment row of its method when the order is made.
     */
    balances: jsonb('balances').$type<CheckoutBalance[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One open balance payment order per order: asking again reopens it, never a second.
    uniqueIndex('checkouts_open_balance_idx').on(table.openBalanceOf),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * Every payment an order took, once per method used: a captured provider payment (card or UPI;
 * the provider's payment id is the key of idempotency) and the courier's cash (its id names the
 * order). A cash order with a card advance has two rows.
 */
export const payments = pgTable(
  'payments',
  {
    providerPaymentId: text('provider_payment_id').primaryKey(),
    providerOrderId: text('provider_order_id').notNull(),
    /** Null for a payment made after its checkout's hold lapsed, at prices no longer offered: refunded. */
    orderId: uuid('order_id').references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** 'full', 'partial', 'balance' (provider payments) or 'cash' (the courier's). */
    type: text('type').notNull(),
    /**
     * How the money was taken, and so how it goes back (payments/methods.ts): 'card' (the
     * provider: card or UPI, refunded through it) or 'cash' (paid out to the shopper's account).
     * Every writer names it; the default is what a row without one always was (the provider's).
     */
    method: text('method').notNull().default('card'),
    /**
     * Why a captured payment could not be applied to its order (already paid, cancelled): the
     * money is recorded, flagged to the admin and refundable. Null for a payment applied.
     */
    unappliedReason: text('unapplied_reason'),
    /** Refunded through the provider's refund API, and its refund id. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    refundId: text('refund_id'),
    /**
     * When the provider's refund.processed came for `refundId` (an unapplied payment's refund from
     * the desk): only then does revenue lose it. A return's refunds are tracked in `refunds`.
     */
    refundProcessedAt: timestamp('refund_processed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // An order's payments (its page, invoice, refunds, cancellation): without it each read scanned them all.
    index('payments_order_idx').on(table.orderId),
    // The reports' money received over a range of days (modules/reports), and refunds processed in it.
    index('payments_created_idx').on(table.createdAt),
    index('payments_refund_processed_idx')
      .on(table.refundProcessedAt)
      .where(sql`${table.refundProcessedAt} is not null`),
  ],
);

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

/**
 * The sandbox's refunds, as Razorpay keeps them: each with the merchant's receipt and notes (by
 * which the store finds a refund it asked for but never recorded) and its idempotency key (the
 * X-Refund-Idempotency header: the same request again gets the same refund, not a second).
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text('idempotency_key').unique(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_refunds_payment_idx').on(table.paymentId, table.createdAt)],
);
