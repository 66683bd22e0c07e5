/**
 * The wishlist (modules/wishlist) and back-in-stock alerts (modules/stock/backInStock.ts): what a
 * signed-in shopper saved, and the sold-out sizes she asked to hear about. Both go with the
 * product or the account they name (a deleted product leaves no dead heart or alert behind).
 */
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { products } from './catalog';

/** One saved piece of an account's list; a guest's list stays in her browser until she signs in. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    index('wishlist_items_customer_idx').on(table.customerId, table.addedAt),
  ],
);

/**
 * 'Tell me when it is back': one per account, product and stock key, by the channel chosen
 * (`ALERT_CHANNELS` of @store/shared/catalog; no check here, so a new channel needs no
 * migration). Deleted once its message is sent.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    stockKey: text('stock_key').notNull(),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stock_alerts_one_per_size').on(table.customerId, table.productId, table.stockKey),
    // A size coming back looks up who waits for it.
    index('stock_alerts_size_idx').on(table.productId, table.stockKey),
  ],
);

export type StockAlertRow = typeof stockAlerts.$inferSelect;
