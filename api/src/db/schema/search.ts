/**
 * The search's tables (modules/search): the words products use, the admin's synonyms, and what
 * shoppers searched for. Products' search documents are generated columns of `products` (catalog.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every word of every product's search document, for correcting a shopper's typos and for
 * completing a word as she types. Triggers on products add a product's words (migration
 * 0051); a word no product uses any more stays until the table is rebuilt, harmless: it finds nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * A group of words the search takes as one: any of them finds what each finds. One-way: only the
 * first finds what the others find ('shades' -> 'sunglasses'), not the other way round.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    words: text('words').array().notNull(),
    oneWay: boolean('one_way').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('search_synonyms_words_check', sql`cardinality(${table.words}) between 2 and 10`)],
);

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;

/**
 * What shoppers searched for, per day: the query as the search normalised it (no one's name,
 * phone or session), how often, and how many pieces its last search found.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    query: text('query').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    searches: integer('searches').notNull(),
    results: integer('results').notNull(),
  },
  (table) => [primaryKey({ columns: [table.query, table.day] }), index('search_queries_day_idx').on(table.day)],
);
