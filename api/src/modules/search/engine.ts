import type { SQL } from 'drizzle-orm';
import type { Section } from '@store/shared/catalog';
import type { SearchSort } from '@store/shared/schemas';
import type { StoredImage } from '../../db/schema';
import type { ListingCriteria, ListingFacets } from '../catalog/listingQuery';
import type { ShopperProductRow } from '../catalog/serialize';
import type { StockCounts } from '../stock/productStock';

/** A whole-store search: the shopper's words, the listing's filters, a sort and a page. */
export interface SearchRequest {
  q: string;
  /** The listing's filters (a section and category too, when she narrowed to one). */
  filters: Omit<ListingCriteria, 'match'>;
  sort: SearchSort;
  /** 1-based. */
  page: number;
  limit: number;
}

/** A piece as a results page shows it: its shopper's columns and its sizes' counts. */
export type StockedPiece = ShopperProductRow & { stock: StockCounts };

export interface SearchResults {
  /** The query as understood: its words, with the corrections made. */
  query: string;
  didYouMean: string | null;
  /** The page's pieces, each with its stock (what a shopper's product shows of it). */
  rows: StockedPiece[];
  total: number;
  /** The most ordered pieces, when nothing was found (else empty). */
  popular: StockedPiece[];
  /** The filters' counts over all the query found, on the first page only (the later pages' are the first's). */
  facets: ListingFacets | null;
  /** Answered from an index behind the catalogue (a rebuild under way): not to be kept. */
  stale?: boolean;
}

/** What a suggestion shows of a piece. */
export interface SuggestedPiece {
  id: string;
  name: string;
  nameHi: string | null;
  section: Section;
  pricePaise: number;
  image: StoredImage | null;
}

export type Suggestion =
  | { kind: 'product'; piece: SuggestedPiece }
  | { kind: 'category'; section: Section; type: string; label: string; count: number };

export interface Suggestions {
  query: string;
  suggestions: Suggestion[];
  didYouMean: string | null;
  /** As SearchResults' stale. */
  stale?: boolean;
}

/**
 * The store's search, behind one interface so that moving it to a search engine (Typesense,
 * OpenSearch: docs/architecture.md says when) is one new implementation of this, not a change
 * to its callers. SEARCH_ENGINE chooses: `memory` (`memorySearch.ts`, an index in each API
 * process, the default) or `postgres` (`postgresSearch.ts`, the database's own).
 */
export interface SearchEngine {
  /** Made ready before the API listens (the memory engine builds its index). */
  prepare(): Promise<void>;
  /** One page of the whole store's (or a section's) pieces for a query, best first unless sorted. */
  results(request: SearchRequest): Promise<SearchResults>;
  /** At most 8 pieces and categories for what she has typed so far (the last word may be half typed). */
  suggestions(q: string): Promise<Suggestions>;
  /** The query with its words corrected to ones the catalogue has, or null when none needed or none close. */
  didYouMean(q: string): Promise<string | null>;
  /**
   * The listing's `?search=`: which of the products the words find, as a condition its own query
   * (keyset pages, facets) adds. An external engine would answer `id in (...)` of its hits.
   */
  listingCondition(q: string): Promise<SQL>;
}
