/**
 * Store credit (modules/storeCredit): each customer's ledger. Her balance is the sum of her
 * entries, never a stored number that could drift from them.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/**
 * One movement of a customer's store credit: a credit (positive: a refund, its bonus, goodwill,
 * a gift card) or a debit (negative: spent on an order, expired, goodwill withdrawn).
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Paise: positive adds to her balance, negative takes from it. */
    amountPaise: integer('amount_paise').notNull(),
    /** 'refund', 'bonus', 'goodwill', 'giftCard' (credits); 'spent', 'expired', 'withdrawn' (debits). */
    kind: text('kind').notNull(),
    /** What it came from, as the desk reads it: a refund's id, a gift card's code, the desk's reason. */
    reference: text('reference'),
    /** The order it was spent on or refunded from. */
    orderId: uuid('order_id'),
    /** A spend's checkout: taken when it opened, given back (the row removed) if it ends without an order. */
    checkoutId: uuid('checkout_id'),
    /** The refund row it gives back (a refund credits once). */
    refundId: uuid('refund_id'),
    /** A credit's last day of use; null: it never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** The admin who granted or withdrew goodwill. */
    adminId: uuid('admin_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('store_credit_customer_idx').on(table.customerId, table.createdAt),
    // A checkout spends once; a refund row (and its bonus) credits once.
    uniqueIndex('store_credit_checkout_idx')
      .on(table.checkoutId)
      .where(sql`${table.checkoutId} is not null`),
    uniqueIndex('store_credit_refund_idx')
      .on(table.refundId, table.kind)
      .where(sql`${table.refundId} is not null`),
    check('store_credit_amount_check', sql`${table.amountPaise} <> 0`),
  ],
);

export type StoreCreditEntryRow = typeof storeCreditEntries.$inferSelect;
