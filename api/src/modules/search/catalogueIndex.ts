import { eq, sql } from 'drizzle-orm';
import { rupeesToPaise } from '@store/shared/format';
import type { Section } from '@store/shared/catalog';
import type { SearchSort } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { products, type StoredImage } from '../../db/schema';
import type { ListingCriteria, ListingFacets } from '../catalog/listingQuery';
import type { SuggestedPiece } from './engine';
import type { UnderstoodQuery, UnderstoodWord } from './vocabulary';

/** Which of the product's search columns a word is in: each a posting list per word. */
type Field = 'name' | 'text' | 'description';
type Postings = Map<string, Int32Array>;

/** The multi-choice filters, each a bit: a piece's misses, so a facet counts what misses only its own. */
const BIT = { colour: 1, fabric: 2, occasion: 4, size: 8 } as const;

/** A whole-word match's rank as postgresSearch.ts ranks it: name over the other fields over the description, exact over near. */
const RANK: Record<Field, { exact: number; near: number }> = {
  name: { exact: 8, near: 4 },
  text: { exact: 3, near: 2 },
  description: { exact: 1, near: 0 },
};

/** What looking a piece up in one list costs against walking one entry of it (a binary search's steps). */
const PROBE_COST = 16;

/** Whether a posting list (pieces in order) has the piece (not a stock hold: a binary search). */
function listHolds(list: Int32Array, doc: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = list[middle]!;
    if (at === doc) return true;
    if (at < doc) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A query's matches: the pieces every word finds, each with its rank (the words' ranks added). */
export interface Matches {
  docs: Int32Array;
  rank: Int32Array;
}

/**
 * The active products as the search reads them, in memory: a posting list per word of each
 * search column (the same generated columns postgresSearch.ts matches), and per piece what the
 * filters, sorts and suggestions read. Built whole from one query; postgres's own order (id) is
 * the pieces' numbering.
 */
export class CatalogueIndex {
  private readonly ids: string[] = [];
  private readonly names: string[] = [];
  private readonly namesHi: (string | null)[] = [];
  private readonly images: (StoredImage | null)[] = [];
  private readonly sections: Section[] = [];
  private readonly types: string[] = [];
  private readonly colours: (string | null)[] = [];
  private readonly fabrics: (string | null)[] = [];
  private readonly occasions: (string | null)[] = [];
  /** Stock keys with pieces on hand; null: none (sold out or made to order). */
  private readonly sizes: (string[] | null)[] = [];
  private readonly price: Int32Array;
  private readonly unitsSold: Int32Array;
  private readonly rating: Float64Array;
  private readonly ratingCount: Int32Array;
  /** Microseconds since 1970, as PostgreSQL keeps them (a Date would drop the last three digits). */
  private readonly created: Float64Array;
  private readonly postings: Record<Field, Postings>;
  /** Each piece's colour, fabric, occasion (-1: none) and sizes on hand as numbers, for the facets' counts. */
  private readonly facetIds: Record<'colour' | 'fabric' | 'occasion', Int32Array>;
  private readonly sizeIds: (Int32Array | null)[] = [];
  /** The values those numbers stand for. */
  private readonly facetValues: Record<'colour' | 'fabric' | 'occasion' | 'size', string[]> = {
    colour: [],
    fabric: [],
    occasion: [],
    size: [],
  };
  /** `scatter`'s scratch: each piece's rank for the word at hand, -1 between calls. */
  private readonly score: Int8Array;
  /** `page`'s scratch: each kept piece's rank, for the relevance sort (what others hold is never read). */
  private readonly rankOf: Int32Array;
  /** Active pieces per section and category (the suggestions' category counts). */
  private readonly perType = new Map<string, number>();
  /** The most ordered pieces: what a search that found nothing shows. */
  readonly popular: string[];

  private constructor(rows: IndexRow[], popular: number) {
    const n = rows.length;
    this.price = new Int32Array(n);
    this.unitsSold = new Int32Array(n);
    this.rating = new Float64Array(n);
    this.ratingCount = new Int32Array(n);
    this.created = new Float64Array(n);
    this.score = new Int8Array(n).fill(-1);
    this.facetIds = { colour: new Int32Array(n), fabric: new Int32Array(n), occasion: new Int32Array(n) };
    const numbers = { colour: new Map<string, number>(), fabric: new Map(), occasion: new Map(), size: new Map() };
    const numberOf = (facet: keyof typeof numbers, value: string | null): number => {
      if (value === null) return -1;
      let id = numbers[facet].get(value);
      if (id === undefined) {
        id = this.facetValues[facet].push(value) - 1;
        numbers[facet].set(value, id);
      }
      return id;
    };
    const sizeLists = new Map<string, Int32Array>();
    this.rankOf = new Int32Array(n);
    const lists: Record<Field, Map<string, number[]>> = { name: new Map(), text: new Map(), description: new Map() };
    // One copy of each repeated value (a category, a colour) instead of one per row.
    const kept = new Map<string, string>();
    const one = <T extends string | null>(value: T): T => {
      if (value === null) return value;
      const found = kept.get(value);
      if (found !== undefined) return found as T;
      kept.set(value, value);
      return value;
    };
    for (const [doc, row] of rows.entries()) {
      this.ids.push(row.id);
      this.names.push(row.name);
      this.namesHi.push(row.nameHi);
      this.images.push(row.image);
      this.sections.push(one(row.section) as Section);
      this.types.push(one(row.type));
      this.colours.push(one(row.colour));
      this.fabrics.push(one(row.fabric));
      this.occasions.push(one(row.occasion));
      this.sizes.push(row.sizes?.length ? row.sizes.map(one) : null);
      this.facetIds.colour[doc] = numberOf('colour', row.colour);
      this.facetIds.fabric[doc] = numberOf('fabric', row.fabric);
      this.facetIds.occasion[doc] = numberOf('occasion', row.occasion);
      if (row.sizes?.length) {
        const key = row.sizes.join(' ');
        let list = sizeLists.get(key);
        if (!list) sizeLists.set(key, (list = Int32Array.from(row.sizes, (size) => numberOf('size', size))));
        this.sizeIds.push(list);
      } else this.sizeIds.push(null);
      this.price[doc] = row.pricePaise;
      this.unitsSold[doc] = row.unitsSold;
      this.rating[doc] = row.ratingAverage;
      this.ratingCount[doc] = row.ratingCount;
      this.created[doc] = row.createdMicros;
      const typeKey = `${row.section} ${row.type}`;
      this.perType.set(typeKey, (this.perType.get(typeKey) ?? 0) + 1);
      for (const [field, text] of [
        ['name', row.searchName],
        ['text', row.searchText],
        ['description', row.searchDescription],
      ] as const) {
        const map = lists[field];
        for (const word of text.split(' ')) {
          if (!word) continue;
          const list = map.get(word);
          // Rows in order: a word twice in one column is the list's last entry already.
          if (!list) map.set(word, [doc]);
          else if (list[list.length - 1] !== doc) list.push(doc);
        }
      }
    }
    const packed = (map: Map<string, number[]>): Postings =>
      new Map([...map].map(([word, list]) => [word, Int32Array.from(list)]));
    this.postings = { name: packed(lists.name), text: packed(lists.text), description: packed(lists.description) };
    const all = Array.from({ length: n }, (_, doc) => doc);
    this.popular = topOf(all, popular, (a, b) => this.unitsSold[b]! - this.unitsSold[a]! || this.byId(a, b)).map(
      (doc) => this.ids[doc] as string,
    );
  }

  /** Every active product's search columns and what the filters, sorts and suggestions read. */
  static async load(db: Database, popular: number): Promise<CatalogueIndex> {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        nameHi: products.nameHi,
        image: sql<StoredImage | null>`${products.images} -> 0`,
        section: products.category,
        type: products.type,
        colour: products.colour,
        fabric: products.fabric,
        occasion: products.occasion,
        pricePaise: products.pricePaise,
        unitsSold: products.unitsSold,
        ratingAverage: products.ratingAverage,
        ratingCount: products.ratingCount,
        createdMicros: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint`.mapWith(Number),
        sizes: sql<
          string[] | null
        >`(select array_agg(stock_key order by stock_key) from product_stock s where s.product_id = ${products.id} and s.on_hand > 0)`,
        searchName: products.searchName,
        searchText: products.searchText,
        searchDescription: products.searchDescription,
      })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id);
    return new CatalogueIndex(rows as IndexRow[], popular);
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * The pieces every word of the query finds in the name, the other fields or the description,
   * with their ranks (each word's best field, the words' added). The rarest word goes first; a
   * later word is then looked up only for the pieces still in, by binary search in its lists,
   * when that is less work than walking them (a common word after a rare one).
   */
  match(query: UnderstoodQuery): Matches {
    const words = query.words.map((word) => this.listsOf(word)).sort((a, b) => a.entries - b.entries);
    let docs: Int32Array | null = null;
    let rank = new Int32Array(0);
    for (const { lists, entries } of words) {
      if (!docs) {
        const { docs: found, score } = this.scatter(lists, entries);
        rank = new Int32Array(found.length);
        for (let i = 0; i < found.length; i++) rank[i] = score[found[i]!]!;
        this.clear(found);
        docs = found;
      } else if (docs.length * lists.length * PROBE_COST < entries) {
        let kept = 0;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          // Lists best first: the first that holds the piece gives its rank.
          let best = -1;
          for (let l = lists.length - 1; l >= 0; l--)
            if (listHolds(lists[l]!.list, doc)) {
              best = lists[l]!.value;
              break;
            }
          if (best < 0) continue;
          docs[kept] = doc;
          rank[kept++] = rank[i]! + best;
        }
        docs = docs.subarray(0, kept);
        rank = rank.subarray(0, kept);
      } else {
        const { docs: found, score } = this.scatter(lists, entries);
        let kept = 0;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          if (score[doc]! < 0) continue;
          docs[kept] = doc;
          rank[kept++] = rank[i]! + score[doc]!;
        }
        this.clear(found);
        docs = docs.subarray(0, kept);
        rank = rank.subarray(0, kept);
      }
      if (!docs.length) break;
    }
    return { docs: docs ?? new Int32Array(0), rank };
  }

  /** A word's posting lists in every field, each with the rank it gives, lowest first, and their entries in all. */
  private listsOf(word: UnderstoodWord): { lists: { list: Int32Array; value: number }[]; entries: number } {
    const lists: { list: Int32Array; value: number }[] = [];
    let entries = 0;
    for (const field of ['description', 'text', 'name'] as const)
      for (const [each, value] of [
        [word.near, RANK[field].near],
        [word.exact, RANK[field].exact],
      ] as const)
        for (const one of each) {
          const list = this.postings[field].get(one);
          if (!list) continue;
          lists.push({ list, value });
          entries += list.length;
        }
    // Stable: the fields' ranks rise in this order already but for name's near (4) over text's exact (3).
    lists.sort((a, b) => a.value - b.value);
    return { lists, entries };
  }

  /**
   * Every piece the lists hold, with the best rank any gives it, in the order first met (the
   * sorts are total orders: nothing depends on it). `score` (each piece's rank, -1 for none) is
   * the index's own scratch, cleared again by `clear` before anyone else may use it.
   */
  private scatter(lists: { list: Int32Array; value: number }[], entries: number) {
    const score = this.score;
    const docs = new Int32Array(entries);
    let count = 0;
    // Lowest rank first: a later list's rank is never below what an earlier one wrote.
    for (const { list, value } of lists)
      for (let i = 0; i < list.length; i++) {
        const doc = list[i]!;
        if (score[doc]! < 0) docs[count++] = doc;
        score[doc] = value;
      }
    return { docs: docs.subarray(0, count), score };
  }

  /** Puts the scratch scores of these pieces back to -1. */
  private clear(docs: Int32Array): void {
    for (let i = 0; i < docs.length; i++) this.score[docs[i]!] = -1;
  }

  /**
   * The matches the listing's filters keep, in the sort's order from `skip` to `skip + take`, their
   * number, and (`facets`) the filters' counts as `listingFacets` gives them.
   */
  page(
    { docs, rank }: Matches,
    filters: Omit<ListingCriteria, 'match'>,
    sort: SearchSort,
    skip: number,
    take: number,
    facets: boolean,
  ): { ids: string[]; total: number; facets: ListingFacets | null } {
    const misses = this.missesOf(filters);
    // The relevance sort reads each kept piece's rank from the index's scratch: only kept pieces are compared.
    const relevance = sort === 'relevance';
    const rankOf = this.rankOf;
    const kept: number[] = [];
    const { facetIds, facetValues, sizeIds } = this;
    const counts = {
      colour: new Int32Array(facetValues.colour.length),
      fabric: new Int32Array(facetValues.fabric.length),
      occasion: new Int32Array(facetValues.occasion.length),
      size: new Int32Array(facetValues.size.length),
    };
    const add = (tally: Int32Array, id: number) => {
      if (id >= 0) tally[id]! += 1;
    };
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      const miss = misses(doc);
      if (miss < 0) continue;
      if (miss === 0) {
        kept.push(doc);
        if (relevance) rankOf[doc] = rank[i]!;
      }
      if (!facets) continue;
      // Each facet counts the pieces every other filter keeps.
      if ((miss & ~BIT.colour) === 0) add(counts.colour, facetIds.colour[doc]!);
      if ((miss & ~BIT.fabric) === 0) add(counts.fabric, facetIds.fabric[doc]!);
      if ((miss & ~BIT.occasion) === 0) add(counts.occasion, facetIds.occasion[doc]!);
      const sizes = sizeIds[doc];
      if (sizes && (miss & ~BIT.size) === 0) for (let k = 0; k < sizes.length; k++) add(counts.size, sizes[k]!);
    }
    const order = this.order(sort, rankOf);
    const ids = topOf(kept, skip + take, order)
      .slice(skip)
      .map((doc) => this.ids[doc] as string);
    // The values counted, in the order the index first met them.
    const object = (facet: keyof typeof counts) => {
      const found: Record<string, number> = {};
      counts[facet].forEach((count, id) => {
        if (count > 0) found[facetValues[facet][id]!] = count;
      });
      return found;
    };
    return {
      ids,
      total: kept.length,
      facets: facets
        ? {
            total: kept.length,
            size: object('size'),
            colour: object('colour'),
            fabric: object('fabric'),
            occasion: object('occasion'),
          }
        : null,
    };
  }

  /** The best `take` matches by relevance, as suggestions show them. */
  suggested(matches: Matches, take: number): SuggestedPiece[] {
    return this.page(matches, { section: null, type: null }, 'relevance', 0, take, false).ids.map((id) => {
      const doc = this.docOf(id);
      return {
        id,
        name: this.names[doc] as string,
        nameHi: this.namesHi[doc] ?? null,
        section: this.sections[doc] as Section,
        pricePaise: this.price[doc] as number,
        image: this.images[doc] ?? null,
      };
    });
  }

  /** Active pieces of a section's category. */
  countOf(section: Section, type: string): number {
    return this.perType.get(`${section} ${type}`) ?? 0;
  }

  /** Ids are in order (the load's), so a piece is found by a binary search. */
  private docOf(id: string): number {
    let low = 0;
    let high = this.ids.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.ids[middle] as string) < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Per piece, -1 when the section, category or price leaves it out, else the bits of the
   * multi-choice filters it misses (0: kept). The sizes, like the listing's, any with pieces on hand.
   */
  private missesOf(filters: Omit<ListingCriteria, 'match'>): (doc: number) => number {
    const { section, type, minPrice, maxPrice } = filters;
    const min = minPrice === undefined ? -Infinity : rupeesToPaise(minPrice);
    const max = maxPrice === undefined ? Infinity : rupeesToPaise(maxPrice);
    const chosen = (values?: string[]) => (values?.length ? new Set(values) : null);
    const colour = chosen(filters.colour);
    const fabric = chosen(filters.fabric);
    const occasion = chosen(filters.occasion);
    const size = chosen(filters.size);
    const outside = (set: Set<string> | null, value: string | null) =>
      set !== null && (value === null || !set.has(value));
    return (doc) => {
      if (section && this.sections[doc] !== section) return -1;
      if (type && this.types[doc] !== type) return -1;
      const price = this.price[doc]!;
      if (price < min || price > max) return -1;
      let miss = 0;
      if (outside(colour, this.colours[doc]!)) miss |= BIT.colour;
      if (outside(fabric, this.fabrics[doc]!)) miss |= BIT.fabric;
      if (outside(occasion, this.occasions[doc]!)) miss |= BIT.occasion;
      if (size && !this.sizes[doc]?.some((key) => size.has(key))) miss |= BIT.size;
      return miss;
    };
  }

  private byId(a: number, b: number): number {
    // Pieces are numbered in PostgreSQL's order of their ids (`load`), which their text's order is.
    return a - b;
  }

  /** Each sort's order, as postgresSearch.ts's `orderFor` has it. */
  private order(sort: SearchSort, rank: Int32Array): (a: number, b: number) => number {
    const inStock = (doc: number) => (this.sizes[doc] ? 1 : 0);
    const { unitsSold, created, rating, ratingCount, price } = this;
    switch (sort) {
      case 'relevance':
        return (a, b) =>
          rank[b]! - rank[a]! || inStock(b) - inStock(a) || unitsSold[b]! - unitsSold[a]! || this.byId(a, b);
      case 'popular':
        return (a, b) => unitsSold[b]! - unitsSold[a]! || created[b]! - created[a]! || this.byId(a, b);
      case 'rating':
        return (a, b) => rating[b]! - rating[a]! || ratingCount[b]! - ratingCount[a]! || this.byId(a, b);
      case 'newest':
        return (a, b) => created[b]! - created[a]! || this.byId(a, b);
      case 'price-asc':
        return (a, b) => price[a]! - price[b]! || this.byId(a, b);
      case 'price-desc':
        return (a, b) => price[b]! - price[a]! || this.byId(a, b);
    }
  }
}

interface IndexRow {
  id: string;
  name: string;
  nameHi: string | null;
  image: StoredImage | null;
  section: string;
  type: string;
  colour: string | null;
  fabric: string | null;
  occasion: string | null;
  pricePaise: number;
  unitsSold: number;
  ratingAverage: number;
  ratingCount: number;
  createdMicros: number;
  sizes: string[] | null;
  searchName: string;
  searchText: string;
  searchDescription: string;
}

/** The first `take` of `items` in `order`, without sorting them all (a page of a broad query's thousands). */
function topOf(items: number[], take: number, order: (a: number, b: number) => number): number[] {
  if (take <= 0) return [];
  if (items.length <= take * 4) return items.sort(order).slice(0, take);
  const best: number[] = [];
  for (const item of items) {
    if (best.length === take && order(item, best[take - 1]!) >= 0) continue;
    // Where it goes among the best so far (a binary search), the last one out when full.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order(best[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > take) best.pop();
  }
  return best;
}
