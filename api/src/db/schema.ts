import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /** Money is kept in paise so sums are exact. */
    pricePaise: integer('price_paise').notNull(),
    brand: text('brand'),
    material: text('material'),
    category: text('category').notNull(),
    type: text('type').notNull(),
    subCategory: text('sub_category').notNull().default('default'),
    active: boolean('active').notNull().default(true),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('products_category_check', sql`${table.category} in ('mens', 'womens', 'accessories')`),
    check('products_price_check', sql`${table.pricePaise} >= 0`),
    index('products_listing_idx').on(table.category, table.active, table.createdAt),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
