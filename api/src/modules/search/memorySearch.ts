import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, type ProductRow } from '../../db/schema';
import type { CatalogCache } from '../catalog/catalogCache';
import { checkSizes } from '../catalog/listingQuery';
import { CatalogueIndex } from './catalogueIndex';
import type { SearchEngine, SearchRequest, SearchResults, Suggestion, Suggestions } from './engine';
import { PostgresSearch } from './postgresSearch';
import { categorySuggestions, POPULAR, SUGGESTIONS } from './suggesting';
import { Vocabulary } from './vocabulary';

interface Snapshot {
  index: CatalogueIndex;
  vocabulary: Vocabulary;
}

/**
 * The search in each API process's memory (SEARCH_ENGINE=memory): the catalogue's active
 * products indexed word by word (`catalogueIndex.ts`), built before the API listens and again
 * whenever the catalogue's version moves (any instance's product, stock or synonym change: the
 * version CatalogCache reads), so every instance answers from the catalogue as it is. Matching,
 * ranking, filters, sorts and facets are postgresSearch.ts's, without a query per keystroke: a
 * results page reads its rows by id, a suggestion nothing at all.
 *
 * A query of no words at all ('%') is matched literally in the database, and so is the listing's
 * `?search=`: its own SQL (keyset pages, facets) takes postgresSearch.ts's condition, which
 * finds the same pieces without sending it thousands of ids.
 */
export class MemorySearch implements SearchEngine {
  private snapshot: { version: number; loading: Promise<Snapshot> } | null = null;
  private readonly database: PostgresSearch;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogCache,
  ) {
    this.database = new PostgresSearch(db, catalog);
  }

  async prepare(): Promise<void> {
    await this.current();
  }

  /** The index and vocabulary of the catalogue's version now, built again when it moved. */
  private async current(): Promise<Snapshot> {
    const version = await this.catalog.currentVersion();
    if (this.snapshot?.version !== version) {
      const loading = (async () => {
        const [vocabulary, index] = await Promise.all([
          Vocabulary.load(this.db),
          CatalogueIndex.load(this.db, POPULAR),
        ]);
        return { vocabulary, index };
      })();
      this.snapshot = { version, loading };
      loading.catch(() => {
        if (this.snapshot?.loading === loading) this.snapshot = null;
      });
    }
    return this.snapshot.loading;
  }

  listingCondition(q: string) {
    return this.database.listingCondition(q);
  }

  async results(request: SearchRequest): Promise<SearchResults> {
    const { index, vocabulary } = await this.current();
    const query = vocabulary.understand(request.q);
    if (!query.words.length) return this.database.results(request);
    const { filters, sort, page, limit } = request;
    checkSizes(filters);
    const matches = index.match(query);
    const found = index.page(matches, filters, sort, (page - 1) * limit, limit, page === 1);
    return {
      query: query.understood,
      didYouMean: query.corrected ? query.understood : found.total ? null : vocabulary.looserCorrection(query),
      rows: await this.rows(found.ids),
      total: found.total,
      popular: found.total ? [] : await this.rows(index.popular),
      facets: found.facets,
    };
  }

  async suggestions(q: string): Promise<Suggestions> {
    const { index, vocabulary } = await this.current();
    const query = vocabulary.understand(q, { lastIsPrefix: true });
    if (!query.words.length) return { query: query.understood, suggestions: [], didYouMean: null };
    const categories = query.unmatched
      ? []
      : categorySuggestions(query, (section, type) => index.countOf(section, type));
    const pieces = index.suggested(index.match(query), SUGGESTIONS - categories.length);
    const suggestions: Suggestion[] = [...categories, ...pieces.map((piece) => ({ kind: 'product' as const, piece }))];
    const didYouMean = query.corrected
      ? query.understood
      : suggestions.length
        ? null
        : vocabulary.looserCorrection(query);
    return { query: query.understood, suggestions, didYouMean };
  }

  async didYouMean(q: string): Promise<string | null> {
    const { vocabulary } = await this.current();
    const query = vocabulary.understand(q);
    return query.corrected ? query.understood : vocabulary.looserCorrection(query);
  }

  /** The rows of these ids, in their order (one read by primary key); a piece gone since the index was built is left out. */
  private async rows(ids: string[]): Promise<ProductRow[]> {
    if (!ids.length) return [];
    const found = new Map(
      (await this.db.select().from(products).where(inArray(products.id, ids))).map((row) => [row.id, row]),
    );
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
