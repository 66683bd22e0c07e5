import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { productStock, products, type ProductRow } from '../../db/schema';
import type { CatalogCache } from '../catalog/catalogCache';
import { criteriaConditions, listingFacets } from '../catalog/listingQuery';
import { stockOf } from '../stock/productStock';
import type { SearchEngine, SearchRequest, SearchResults, StockedPiece, Suggestion, Suggestions } from './engine';
import { Vocabulary, type UnderstoodQuery } from './vocabulary';
import { categorySuggestions, namedCategories, POPULAR, suggestedPiece, SUGGESTIONS } from './suggesting';
import { isOneWord } from './words';

/** The rows with their stock, as a results page shows them. */
async function withStock(db: Database, rows: ProductRow[]): Promise<StockedPiece[]> {
  const stock = await stockOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, stock: stock.get(row.id) ?? {} }));
}

/** The pieces a suggestion ranks at most (measured: docs/performance.md, Search). */
const SUGGESTION_CANDIDATES = 300;

/** ' (kurta|kurtas) ': any of the words, whole, in a search column (each padded with spaces). */
function wholeWords(words: string[]): string | null {
  // The vocabulary's words are words already: nothing else may reach the pattern.
  const safe = words.filter(isOneWord);
  return safe.length ? ` (${safe.join('|')}) ` : null;
}

/** '50%_off' -> '%50\%\_off%': a query of no words at all ('%') is matched literally, as it was typed. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const inStock = sql<boolean>`exists (select 1 from ${productStock} where ${productStock.productId} = ${products.id} and ${productStock.onHand} > 0)`;

/** Each sort's order; relevance first ranks (the query's own `rank`). */
function orderFor(sort: SearchSort, rank: SQL): SQL[] {
  switch (sort) {
    case 'relevance':
      return [desc(rank), sql`${inStock} desc`, desc(products.unitsSold), asc(products.id)];
    case 'popular':
      return [desc(products.unitsSold), desc(products.createdAt), asc(products.id)];
    case 'rating':
      return [desc(products.ratingAverage), desc(products.ratingCount), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'price-asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price-desc':
      return [desc(products.pricePaise), asc(products.id)];
  }
}

/** The search's matching and ranking in SQL: every word must be found, in the fields or the description. */
function matchOf(query: UnderstoodQuery): { where: SQL; rank: SQL } {
  if (query.unmatched) return { where: sql`false`, rank: sql`0::int` };
  const wheres: SQL[] = [];
  const ranks: SQL[] = [];
  for (const word of query.words) {
    const any = wholeWords([...word.exact, ...word.near]) as string;
    const exact = wholeWords(word.exact);
    const near = wholeWords(word.near);
    wheres.push(sql`(${products.searchText} ~ ${any} or ${products.searchDescription} ~ ${any})`);
    // Name over the other fields over the description; a whole word over a completion or a correction.
    const cases: SQL[] = [];
    if (exact) cases.push(sql`when ${products.searchName} ~ ${exact} then 8`);
    if (near) cases.push(sql`when ${products.searchName} ~ ${near} then 4`);
    if (exact) cases.push(sql`when ${products.searchText} ~ ${exact} then 3`);
    if (near) cases.push(sql`when ${products.searchText} ~ ${near} then 2`);
    if (exact) cases.push(sql`when ${products.searchDescription} ~ ${exact} then 1`);
    ranks.push(sql`(case ${sql.join(cases, sql` `)} else 0 end)`);
  }
  return { where: and(...wheres) as SQL, rank: ranks.length ? sql.join(ranks, sql` + `) : sql`0::int` };
}

/**
 * The search on PostgreSQL (and PGlite alike): products' generated search columns with trigram
 * indexes find the words (`~ ' (word|words) '`), the vocabulary corrects typos and expands
 * plurals and synonyms before the query is written.
 */
export class PostgresSearch implements SearchEngine {
  private vocabulary: { version: number; loading: Promise<Vocabulary> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogCache,
  ) {}

  /** The vocabulary of the catalogue's version now, read again when it moved. */
  private async words(): Promise<Vocabulary> {
    const version = await this.catalog.currentVersion();
    if (this.vocabulary?.version !== version) {
      const loading = Vocabulary.load(this.db);
      this.vocabulary = { version, loading };
      loading.catch(() => {
        if (this.vocabulary?.loading === loading) this.vocabulary = null;
      });
    }
    return this.vocabulary.loading;
  }

  /** The condition and rank of a query; a text of no words at all is matched literally. */
  private async match(q: string, lastIsPrefix = false) {
    const query = (await this.words()).understand(q, { lastIsPrefix });
    if (!query.words.length) {
      const text = q.trim();
      if (!text) return { query, where: undefined, rank: sql`0::int` };
      const pattern = containsPattern(text);
      const where = or(
        ilike(products.name, pattern),
        ilike(products.nameHi, pattern),
        ilike(products.description, pattern),
      );
      return { query, where, rank: sql`0::int` };
    }
    return { query, ...matchOf(query) };
  }

  async prepare(): Promise<void> {}

  async listingCondition(q: string): Promise<SQL> {
    return (await this.match(q)).where ?? sql`true`;
  }

  async results({ q, filters, sort, page, limit }: SearchRequest): Promise<SearchResults> {
    const { query, where, rank } = await this.match(q);
    const vocabulary = await this.words();
    const conditions = criteriaConditions({ ...filters, match: where });
    const found = await this.db
      .select({ ...getTableColumns(products), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .where(and(...conditions))
      .orderBy(...orderFor(sort, rank))
      .limit(limit)
      .offset((page - 1) * limit);
    let total = found[0]?.total ?? 0;
    // A page past the last: the count is still the query's.
    if (!found.length && page > 1)
      total =
        (
          await this.db
            .select({ n: sql<number>`count(*)::int` })
            .from(products)
            .where(and(...conditions))
        )[0]?.n ?? 0;
    const rows = await withStock(
      this.db,
      found.map(({ total: _total, ...row }) => row),
    );
    const didYouMean = query.corrected ? query.understood : total ? null : vocabulary.looserCorrection(query);
    return {
      query: query.understood,
      didYouMean,
      rows,
      total,
      popular: total ? [] : await withStock(this.db, await this.popular()),
      facets: page === 1 ? await listingFacets(this.db, { ...filters, match: where }) : null,
    };
  }

  async suggestions(q: string): Promise<Suggestions> {
    const { query, where, rank } = await this.match(q, true);
    if (!query.words.length) return { query: query.understood, suggestions: [], didYouMean: null };
    const categories = query.unmatched ? [] : await this.categories(query);
    // Ranked among the first pieces found, not all of them: a half-typed word ('sa') finds a
    // good part of a large catalogue, and ranking every one of them costs more than a keystroke may.
    const candidates = this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.active, true), where))
      .limit(SUGGESTION_CANDIDATES);
    const pieces = await this.db
      .select()
      .from(products)
      .where(inArray(products.id, candidates))
      .orderBy(...orderFor('relevance', rank))
      .limit(SUGGESTIONS - categories.length);
    const suggestions: Suggestion[] = [
      ...categories,
      ...pieces.map((row) => ({ kind: 'product' as const, piece: suggestedPiece(row) })),
    ];
    const vocabulary = await this.words();
    const didYouMean = query.corrected
      ? query.understood
      : suggestions.length
        ? null
        : vocabulary.looserCorrection(query);
    return { query: query.understood, suggestions, didYouMean };
  }

  async didYouMean(q: string): Promise<string | null> {
    const vocabulary = await this.words();
    const query = vocabulary.understand(q);
    return query.corrected ? query.understood : vocabulary.looserCorrection(query);
  }

  /** The categories every word of the query names, with their pieces' counts. */
  private async categories(query: UnderstoodQuery): Promise<Suggestion[]> {
    const named = namedCategories(query);
    if (!named.length) return [];
    const counts = await this.db
      .select({ section: products.category, type: products.type, n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          eq(products.active, true),
          inArray(products.category, [...new Set(named.map((each) => each.section))]),
          inArray(products.type, [...new Set(named.map((each) => each.type))]),
        ),
      )
      .groupBy(products.category, products.type);
    return categorySuggestions(
      query,
      (section, type) => counts.find((row) => row.section === section && row.type === type)?.n ?? 0,
    );
  }

  /** The most ordered pieces on sale: what a search that found nothing shows instead. */
  private popular(): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(desc(products.unitsSold), asc(products.id))
      .limit(POPULAR);
  }
}
