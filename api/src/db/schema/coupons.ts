/**
 * Coupons (modules/coupons, its deskRoutes for the admin): the codes and each order they were used on.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

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

export type CouponRow = typeof coupons.$inferSelect;

/** Each order a coupon was used on, written with the order: the caps count these rows. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    code: text('code').notNull(),
    customerId: uuid('customer_id'),
    phone: text('phone').notNull(),
    /** The delivery address as couponAddressKey folds it (street and pincode, letters and digits only). */
    addressKey: text('address_key'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_redemptions_code_idx').on(table.code, table.phone),
    index('coupon_redemptions_address_idx').on(table.code, table.addressKey),
  ],
);
