/**
 * Stock (modules/stock): pieces on hand per size, and what checkouts hold of them.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Pieces on hand per product and stock key ('M', 'upper:L', 'lower:34', 'one-size'): what can
 * still be sold. A hold takes from it at payment start and gives back when it lapses; the check
 * keeps it from ever going below zero whatever the race.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id').notNull(),
    stockKey: text('stock_key').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    /**
     * When what a shopper sees of this size last changed (in stock, 'Only N left', out): a
     * trigger sets it (migration 0029), and the sitemap's lastmod follows it.
     */
    availabilityChangedAt: timestamp('availability_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.stockKey] }),
    // The listing's 'size in stock' filter and the dashboard's low and out lists.
    index('product_stock_key_idx')
      .on(table.stockKey, table.productId)
      .where(sql`${table.onHand} > 0`),
    index('product_stock_low_idx')
      .on(table.onHand)
      .where(sql`${table.onHand} <= 3`),
    check('product_stock_on_hand_check', sql`${table.onHand} >= 0`),
  ],
);

/**
 * Stock set aside for a checkout from payment start: held until it expires, is released (the
 * payment failed or was abandoned), or becomes the sale when the payment is captured.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutId: uuid('checkout_id').notNull(),
    productId: uuid('product_id').notNull(),
    stockKey: text('stock_key').notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    state: text('state').notNull().default('held'),
    /**
     * Who the hold is for ('phone:+91…', 'client:<address>', 'customer:<id>'): what one shopper
     * holds of a size across checkouts is capped (holds.ts). Empty on holds written before.
     */
    holders: text('holders')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_holds_checkout_idx').on(table.checkoutId),
    // A shopper's live holds, by any of her keys (the cap per shopper counts them): a lookup by
    // size would read every live hold of a size that a sale has many shoppers holding.
    index('stock_holds_holder_idx')
      .using('gin', table.holders)
      .with({ fastupdate: 'off' })
      .where(sql`${table.state} = 'held'`),
    // The sweep's (`state = 'held' and expires_at <= now` implies its predicate). The cap's count
    // of her holds does not, so this index, which reads every live hold, is never its way in.
    index('stock_holds_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'held' and ${table.expiresAt} is not null`),
    check('stock_holds_state_check', sql`${table.state} in ('held', 'sold', 'released')`),
    check('stock_holds_quantity_check', sql`${table.quantity} > 0`),
  ],
);
