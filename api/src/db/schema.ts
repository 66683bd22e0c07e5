import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
