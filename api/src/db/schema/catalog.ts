/**
 * The catalogue's tables (modules/catalog with its desk/, ratings): products, the
 * version listings are cached under, and shoppers' ratings.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
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

/**
 * A text's searchable words as SQL (an immutable expression, for generated columns): lower case,
 * every run of characters other than Latin letters, digits and Devanagari (its danda excepted) one space.
 */
function searchWords(text: string): string {
  return `' ' || btrim(regexp_replace(lower(${text}), '[^a-z0-9\u0900-\u0963\u0966-\u097f]+', ' ', 'g')) || ' '`;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The admin's Hindi name and description; null: Hindi pages show the English. */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    /** The HSN code the admin gave it for invoices; null: the default for its category and type. */
    hsn: text('hsn'),
    /** Money is kept in paise so sums are exact. */
    pricePaise: integer('price_paise').notNull(),
    /** The maximum retail price printed on the tag; null: none shown. Never below the price (the discount). */
    mrpPaise: integer('mrp_paise'),
    /** The label's stock-keeping code (letters, digits, dashes); null: none. CSV import matches on it. */
    sku: text('sku'),
    /** The parcel's weight in grams, for the courier; null: not given. */
    weightGrams: integer('weight_grams'),
    brand: text('brand'),
    material: text('material'),
    /** Listing filters the admin sets (shared/catalog/attributes): one of the lists, or null. */
    colour: text('colour'),
    fabric: text('fabric'),
    occasion: text('occasion'),
    /** Whether made-to-measure is offered (made to order, no stock); never for accessories. */
    madeToMeasure: boolean('made_to_measure').notNull().default(true),
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
    /**
     * The search's documents (modules/search): the words of the name, of every field a shopper
     * may search by, and of the description, lower-cased, anything but letters and digits made a
     * space, padded with a space each side so ' word ' finds whole words. `words.ts` splits a
     * query the same way.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql.raw(searchWords(`"name" || ' ' || coalesce("name_hi", '')`))),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          searchWords(
            `"name" || ' ' || coalesce("name_hi", '') || ' ' || "type" || ' ' || coalesce("colour", '') || ' ' || coalesce("fabric", '') || ' ' || coalesce("material", '') || ' ' || coalesce("occasion", '') || ' ' || coalesce("brand", '')`,
          ),
        ),
      ),
    searchDescription: text('search_description')
      .notNull()
      .generatedAlwaysAs(sql.raw(searchWords(`"description"`))),
  },
  (table) => [
    check('products_category_check', sql`${table.category} in ('mens', 'womens', 'accessories')`),
    check('products_price_check', sql`${table.pricePaise} >= 0`),
    check('products_mrp_check', sql`${table.mrpPaise} is null or ${table.mrpPaise} >= ${table.pricePaise}`),
    check('products_weight_check', sql`${table.weightGrams} is null or ${table.weightGrams} > 0`),
    uniqueIndex('products_sku_idx')
      .on(table.sku)
      .where(sql`${table.sku} is not null`),
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
    // A shopper may search in Hindi ('कुर्ता'): the Hindi name is searched as the English one is.
    index('products_name_hi_trgm_idx')
      .using('gin', sql`${table.nameHi} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    // The listing's filters (issue 32): each narrows a section's visible products by one attribute.
    index('products_colour_idx')
      .on(table.category, table.colour)
      .where(sql`${table.active}`),
    index('products_fabric_idx')
      .on(table.category, table.fabric)
      .where(sql`${table.active}`),
    index('products_occasion_idx')
      .on(table.category, table.occasion)
      .where(sql`${table.active}`),
    // The search's documents (modules/search): a word's trigrams find the products that have it.
    index('products_search_text_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('products_search_description_trgm_idx')
      .using('gin', sql`${table.searchDescription} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    // A category's count (the search's suggestions) and the listing's category filter.
    index('products_type_idx')
      .on(table.category, table.type)
      .where(sql`${table.active}`),
    index('products_rating_idx')
      .on(table.category, table.ratingAverage.desc(), table.ratingCount.desc(), table.id.desc())
      .where(sql`${table.active}`),
  ],
);

export type ProductRow = typeof products.$inferSelect;

export type NewProductRow = typeof products.$inferInsert;

/**
 * One row whose version moves with every change to products and every stock count crossing
 * what a shopper sees (triggers, so no writer can forget): API instances compare it to drop
 * their cached listings (catalog/catalogCache.ts). A sale's `units_sold` alone moves it at most
 * every 5 minutes (`changed_at`, migration 0027): every placed order would otherwise queue on
 * this one row and throw the caches away.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One rating per customer and product; products keep the running total and count. A rating may
 * carry a short review and how the piece fitted; an admin can hide the review (the stars still
 * count: hiding is for words, not for the score).
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    customerId: uuid('customer_id').notNull(),
    productId: uuid('product_id').notNull(),
    rating: integer('rating').notNull(),
    review: text('review'),
    /** 'small' (runs small), 'true' (true to size) or 'large' (runs large); null: not said. */
    fit: text('fit', { enum: ['small', 'true', 'large'] }),
    /** The name the review is signed with, as the shopper's account had it then ('Asha R.'). */
    reviewer: text('reviewer'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /** The review's photos, in the buyer's order: keys in the media store (`reviews/<uuid>.jpg`). */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    check('product_ratings_photos_check', sql`cardinality(${table.photos}) <= 3`),
    check('product_ratings_range_check', sql`${table.rating} between 1 and 5`),
    check('product_ratings_fit_check', sql`${table.fit} in ('small', 'true', 'large')`),
    check('product_ratings_review_check', sql`char_length(${table.review}) <= 1000`),
    // The product page's newest reviews.
    index('product_ratings_product_idx').on(table.productId, table.updatedAt.desc()),
  ],
);
