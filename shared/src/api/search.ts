import { z } from 'zod';
import { SECTIONS } from '../catalog/sections';
import { LISTING_SORTS, SEARCH_LOG_RANGES } from './contract';
import { listingFacetsAnswer, listingFiltersSchema, productImageSchema, productSchema } from './product';

/** The whole store's search (issue 44): GET /search (also /api/search) and GET /search/suggest. */

/** The results' sorts: the listing's, and best match first (the default). */
export const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_PAGE_MAX = 50;
/** At most this many suggestions (pieces and categories) per answer. */
export const SUGGESTIONS_MAX = 8;

const searchText = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`);

/** GET /search?q=&page=&sort=&<the listing's filters>&section=: `type` needs a `section`. */
export const searchQuerySchema = listingFiltersSchema.omit({ search: true, sort: true }).extend({
  q: searchText,
  section: z.enum(SECTIONS, { message: `must be one of ${SECTIONS.join(', ')}` }).optional(),
  sort: z.enum(SEARCH_SORTS, { message: `must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SEARCH_PAGE_MAX, `must be at most ${SEARCH_PAGE_MAX}`)
    .default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * The results: one page of pieces as the listing sends them (best first unless sorted), with
 * the query as the search understood it (its typos corrected), 'Did you mean', and the most
 * ordered pieces when nothing was found.
 */
export const searchAnswer = z.object({
  query: z.string(),
  didYouMean: z.string().nullable(),
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /**
   * The first page's filter counts over the whole store for the query (the listing's facets,
   * each filter's values counted with the other filters as chosen); null on later pages.
   */
  facets: listingFacetsAnswer.nullable(),
  /** The most ordered pieces, when nothing was found (else empty). */
  popular: z.array(productSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** GET /search/suggest?q=: what she has typed so far (its last word may be half a word). */
export const suggestQuerySchema = z.object({ q: searchText });

export const suggestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    id: z.string(),
    name: z.string(),
    /** The Hindi name, for a Hindi page (null: show the English). */
    nameHi: z.string().nullable(),
    section: z.enum(SECTIONS),
    image: productImageSchema.nullable(),
    pricePaise: z.number().int(),
  }),
  z.object({
    kind: z.literal('category'),
    section: z.enum(SECTIONS),
    /** The category's value, as the listing's `type` takes it. */
    type: z.string(),
    label: z.string(),
    /** The category's pieces on sale. */
    count: z.number().int(),
  }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestAnswer = z.object({
  query: z.string(),
  suggestions: z.array(suggestionSchema).max(SUGGESTIONS_MAX),
  didYouMean: z.string().nullable(),
});
export type SuggestAnswer = z.infer<typeof suggestAnswer>;

/** GET /admin/search/queries?range=: the most searched, and those that found nothing. */
export const searchLogQuery = z.object({
  range: z.enum(SEARCH_LOG_RANGES, { message: `must be one of ${SEARCH_LOG_RANGES.join(', ')}` }).default('7d'),
});
export const searchLogAnswer = z.object({
  top: z.array(z.object({ query: z.string(), count: z.number().int(), results: z.number().int() })),
  zero: z.array(z.object({ query: z.string(), count: z.number().int() })),
});
export type SearchLog = z.infer<typeof searchLogAnswer>;

/** A synonym group: any word finds what each finds; one-way, only the first finds the others. */
export const searchSynonymSchema = z.object({
  id: z.string(),
  words: z.array(z.string()),
  oneWay: z.boolean(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/** POST /admin/search/synonyms: 2 to 10 words, each one word of 1 to 40 characters. */
export const newSearchSynonymSchema = z.object({
  words: z
    .array(
      z.string({ message: 'must be text' }).trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
      { message: 'must be a list of words' },
    )
    .min(2, 'must have at least 2 words')
    .max(10, 'must have at most 10 words'),
  oneWay: z.boolean({ message: 'must be true or false' }).optional(),
});
export type NewSearchSynonym = z.infer<typeof newSearchSynonymSchema>;
