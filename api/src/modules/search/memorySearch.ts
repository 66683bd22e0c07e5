import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { preparedTableRows } from '../../db/sqlScript';
import type { CatalogCache } from '../catalog/catalogCache';
import { checkSizes } from '../catalog/listingQuery';
import { SHOPPER_PRODUCT_COLUMNS, type ShopperColumn } from '../catalog/serialize';
import type { StockCounts } from '../stock/productStock';
import { CatalogueIndex } from './catalogueIndex';
import type { SearchEngine, SearchRequest, SearchResults, StockedPiece, Suggestion, Suggestions } from './engine';
import { PostgresSearch } from './postgresSearch';
import { categorySuggestions, POPULAR, SUGGESTIONS } from './suggesting';
import { Vocabulary } from './vocabulary';

// A page's pieces and their stock, by id, in one read prepared once per connection.
const piecesById = preparedTableRows<typeof products, ShopperColumn, { stock: StockCounts }>(
  products,
  'search_pieces_by_id',
  'id = any($1::uuid[])',
  SHOPPER_PRODUCT_COLUMNS,
  {
    stock: `coalesce((select json_object_agg(s.stock_key, s.on_hand) from product_stock s where s.product_id = "products"."id"), '{}')`,
  },
);

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
/**
 * How long a search waits for the index of a changed catalogue before answering from the last one
 * (a small store's rebuild is done by then; 100,000 pieces take seconds).
 */
const REBUILD_WAIT_MS = 1000;

interface Build {
  version: number;
  loading: Promise<Snapshot>;
}

export class MemorySearch implements SearchEngine {
  /** The newest index built, and the build under way (one at a time). */
  private ready: { version: number; snapshot: Snapshot } | null = null;
  private building: Build | null = null;
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

  /**
   * The index and vocabulary of the catalogue's version now. When it moved, one rebuild starts;
   * a search waits for it up to REBUILD_WAIT_MS, then answers from the last index (one change
   * behind, marked stale so the answer is not kept) rather than stall every shopper for seconds.
   */
  private async current(): Promise<{ snapshot: Snapshot; stale: boolean }> {
    const version = await this.catalog.currentVersion();
    if (this.ready?.version === version) return { snapshot: this.ready.snapshot, stale: false };
    const build = this.building ?? this.build(version);
    if (!this.ready) return { snapshot: await build.loading, stale: build.version !== version };
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      build.loading.catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, REBUILD_WAIT_MS))),
    ]);
    clearTimeout(timer);
    return { snapshot: this.ready.snapshot, stale: this.ready.version !== version };
  }

  private build(version: number): Build {
    const loading = (async () => {
      const [vocabulary, index] = await Promise.all([Vocabulary.load(this.db), CatalogueIndex.load(this.db, POPULAR)]);
      return { vocabulary, index };
    })();
    const build = { version, loading };
    this.building = build;
    // Kept before anyone awaiting `loading` reads `ready`; a failed build is tried again by the next search.
    loading.then(
      (snapshot) => {
        if (!this.ready || this.ready.version < version) this.ready = { version, snapshot };
      },
      () => undefined,
    );
    void loading
      .finally(() => {
        if (this.building === build) this.building = null;
      })
      .catch(() => undefined);
    return build;
  }

  listingCondition(q: string) {
    return this.database.listingCondition(q);
  }

  async results(request: SearchRequest): Promise<SearchResults> {
    const { snapshot, stale } = await this.current();
    const { index, vocabulary } = snapshot;
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
      stale,
    };
  }

  async suggestions(q: string): Promise<Suggestions> {
    const { snapshot, stale } = await this.current();
    const { index, vocabulary } = snapshot;
    const query = vocabulary.understand(q, { lastIsPrefix: true });
    if (!query.words.length) return { query: query.understood, suggestions: [], didYouMean: null, stale };
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
    return { query: query.understood, suggestions, didYouMean, stale };
  }

  async didYouMean(q: string): Promise<string | null> {
    const { vocabulary } = (await this.current()).snapshot;
    const query = vocabulary.understand(q);
    return query.corrected ? query.understood : vocabulary.looserCorrection(query);
  }

  /** The pieces of these ids with their stock, in their order (one read by primary key); a piece gone since the index was built is left out. */
  private async rows(ids: string[]): Promise<StockedPiece[]> {
    if (!ids.length) return [];
    const found = new Map((await piecesById(this.db, [ids])).map((row) => [row.id, row]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
