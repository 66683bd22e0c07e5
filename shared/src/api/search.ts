import { z } from 'zod';
import { SECTIONS } from '../catalog/sections';
import { listingFacetsAnswer, listingFiltersSchema, productSchema } from './product';

/*
 * Search across the whole store (issue 44). The UI (h-searchui) was written against this
 * contract before the API (h-searchapi) landed; the lead reconciles the two at merge.
 */

/** A search's words: trimmed, at most 100 characters (the listing's `search` takes the same). */
export const searchWords = z.string().trim().max(100, 'must be at most 100 characters');

/** GET /search: the words, a page (1 and up), the listing's sort and filters (no category: the whole store). */
export const searchQuerySchema = listingFiltersSchema.omit({ type: true, search: true }).extend({
  q: searchWords.default(''),
  page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1).max(100).default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * One page of results, as a listing's products, with what the listing's filters count
 * (`facets`), the close word when nothing (or little) was found (`didYouMean`) and the most
 * popular pieces to offer when nothing was (`popular`, else empty).
 */
export const searchAnswer = z.object({
  query: z.string(),
  products: z.array(productSchema),
  page: z.number().int(),
  /** The next page's number; null on the last. */
  nextPage: z.number().int().nullable(),
  facets: listingFacetsAnswer,
  didYouMean: z.string().nullable(),
  popular: z.array(productSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** GET /search/suggest?q=: pieces and categories as she types. */
export const searchSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    id: z.string(),
    name: z.string(),
    section: z.enum(SECTIONS),
    /** The piece's first picture (a URL), or null. */
    image: z.string().nullable(),
    pricePaise: z.number().int(),
  }),
  z.object({
    kind: z.literal('category'),
    section: z.enum(SECTIONS),
    type: z.string(),
    label: z.string(),
    count: z.number().int(),
  }),
]);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const suggestAnswer = z.object({
  query: z.string(),
  suggestions: z.array(searchSuggestionSchema),
  didYouMean: z.string().nullable(),
});
export type SuggestAnswer = z.infer<typeof suggestAnswer>;

/** GET /admin/search/queries?range=: the most asked searches, and those that found nothing. */
export const searchQueriesAnswer = z.object({
  top: z.array(z.object({ query: z.string(), count: z.number().int(), results: z.number().int() })),
  zero: z.array(z.object({ query: z.string(), count: z.number().int() })),
});
export type SearchQueries = z.infer<typeof searchQueriesAnswer>;

/** A synonym: words that find each other (oneWay: the first finds the rest, not back). */
export const synonymAnswer = z.object({ id: z.string(), words: z.array(z.string()), oneWay: z.boolean() });
export type Synonym = z.infer<typeof synonymAnswer>;

/** POST /admin/search/synonyms: two or more words (each 1 to 60 characters). */
export const synonymInput = z.object({
  words: z
    .array(z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'))
    .min(2, 'must name at least two words')
    .max(20, 'must be at most 20 words'),
  oneWay: z.boolean().optional(),
});
export type SynonymInput = z.infer<typeof synonymInput>;
