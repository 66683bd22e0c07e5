import { and, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rupeesToPaise } from '@store/shared/format';
import type { ListingSort } from '@store/shared/schemas';
import { SECTIONS, stockKeysFor, type Section } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { productStock, products, type ProductRow } from '../../db/schema';
import { isInt32, isPostgresTimestamp, isUuid } from '../../http/castableValues';
import { HttpError } from '../../http/errors';

type CursorValue = string | number;
type ListedRow = ProductRow & { createdAtText: string };

/** One column of a keyset: how to order by it, its SQL type, and how a row's value is read. */
interface KeyColumn {
  column: SQL;
  type: 'integer' | 'numeric' | 'timestamptz' | 'uuid';
  read: (row: ListedRow) => CursorValue;
}

/**
 * One sort order as a keyset: all columns in one direction, so a row comparison finds the
 * rows after the cursor, and each matches a partial index of the schema column for column.
 */
interface Keyset {
  direction: 'asc' | 'desc';
  columns: KeyColumn[];
}

const key = (column: SQL, type: KeyColumn['type'], read: KeyColumn['read']): KeyColumn => ({ column, type, read });
// Timestamps travel as PostgreSQL's own text, which keeps the microseconds a JS Date would drop.
const createdAt = key(sql`${products.createdAt}`, 'timestamptz', (row) => row.createdAtText);
const id = key(sql`${products.id}`, 'uuid', (row) => row.id);
const price = key(sql`${products.pricePaise}`, 'integer', (row) => row.pricePaise);

const KEYSETS: Record<ListingSort, Keyset> = {
  popular: {
    direction: 'desc',
    columns: [key(sql`${products.unitsSold}`, 'integer', (r) => r.unitsSold), createdAt, id],
  },
  rating: {
    direction: 'desc',
    columns: [
      key(sql`${products.ratingAverage}`, 'numeric', (row) => row.ratingAverage),
      key(sql`${products.ratingCount}`, 'integer', (row) => row.ratingCount),
      id,
    ],
  },
  newest: { direction: 'desc', columns: [createdAt, id] },
  'price-asc': { direction: 'asc', columns: [price, id] },
  'price-desc': { direction: 'desc', columns: [price, id] },
};

/** The cursor is opaque to clients: base64url JSON of the sort and the last row's key. */
export function encodeCursor(sort: ListingSort, key: CursorValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: key })).toString('base64url');
}

function decodeCursor(sort: ListingSort, cursor: string): CursorValue[] {
  const invalid = new HttpError(400, 'cursor: is not a cursor this API made for this sort');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const { s, k } = (parsed ?? {}) as { s?: unknown; k?: unknown };
  const keyset = KEYSETS[sort];
  if (s !== sort || !Array.isArray(k) || k.length !== keyset.columns.length) throw invalid;
  const valid = keyset.columns.every(({ type }, index) => {
    const value: unknown = k[index];
    if (type === 'integer') return isInt32(value);
    if (type === 'numeric') return typeof value === 'number' && Number.isFinite(value);
    if (type === 'uuid') return isUuid(value);
    return isPostgresTimestamp(value);
  });
  if (!valid) throw invalid;
  return k as CursorValue[];
}

/** What a listing's products have in common: the section, category, search and filters. */
export interface ListingCriteria {
  /** The section, or null for the whole store (the search's results). */
  section: Section | null;
  /** A category value, or null for every category. */
  type: string | null;
  /** The products a shopper's search words find, as the search engine says (modules/search); absent: all. */
  match?: SQL;
  /** Rupees, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  /** Stock keys of the section, any of them with pieces on hand ('M', 'upper:L'). */
  size?: string[];
  /** Any of these values each; the filters are ANDed. */
  colour?: string[];
  fabric?: string[];
  occasion?: string[];
}

export interface ListingFilter extends ListingCriteria {
  sort: ListingSort;
  cursor?: string;
  limit: number;
}

/** The filters a shopper may choose several values of, each counted per value by `listingFacets`. */
export const FACETS = ['size', 'colour', 'fabric', 'occasion'] as const;
type Facet = (typeof FACETS)[number];

const sizeInStock = (keys: string[]) =>
  sql`exists (select 1 from ${productStock} where ${productStock.productId} = ${products.id} and ${inArray(productStock.stockKey, keys)} and ${productStock.onHand} > 0)`;

/** The WHERE of a listing's products; `except` leaves one multi-choice filter out (its facet's counts). */
export function criteriaConditions(filter: ListingCriteria, except?: Facet): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [eq(products.active, true)];
  if (filter.section) conditions.push(eq(products.category, filter.section));
  if (filter.type) conditions.push(eq(products.type, filter.type));
  if (filter.match) conditions.push(filter.match);
  if (filter.minPrice !== undefined) conditions.push(gte(products.pricePaise, rupeesToPaise(filter.minPrice)));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.pricePaise, rupeesToPaise(filter.maxPrice)));
  for (const [name, column] of [
    ['colour', products.colour],
    ['fabric', products.fabric],
    ['occasion', products.occasion],
  ] as const) {
    const values = filter[name];
    if (values?.length && except !== name) conditions.push(inArray(column, values));
  }
  if (filter.size?.length) {
    checkSizes(filter);
    if (except !== 'size') conditions.push(sizeInStock(filter.size));
  }
  return conditions;
}

/** Refuses a size the section (the whole store's search: any section) does not have. */
export function checkSizes({ section, size }: Pick<ListingCriteria, 'section' | 'size'>): void {
  if (!size?.length) return;
  const sizes = section ? stockKeysFor(section) : SECTIONS.flatMap((each) => stockKeysFor(each));
  const unknown = size.find((key) => !sizes.includes(key));
  if (unknown) throw new HttpError(400, `size: ${unknown} is not a size of ${section ?? 'the store'}`);
}

/** The counts `listingFacets` gives: the total, and per value of each multi-choice filter. */
export type ListingFacets = { total: number } & Record<Facet, Record<string, number>>;

/**
 * How many products the criteria find, and per value of each multi-choice filter how many they
 * would find with that filter set to that value alone (the others as they are): what the
 * phone's 'Show N results' and each choice's count read, before the shopper applies them.
 */
export async function listingFacets(db: Database, filter: ListingCriteria): Promise<ListingFacets> {
  const counted = (rows: { value: string | null; n: number }[]) =>
    Object.fromEntries(rows.flatMap(({ value, n }) => (value ? [[value, n]] : [])));
  const n = sql<number>`count(*)::int`;
  const grouped = (name: 'colour' | 'fabric' | 'occasion') =>
    db
      .select({ value: products[name], n })
      .from(products)
      .where(and(...criteriaConditions(filter, name)))
      .groupBy(products[name]);
  // One after another: PGlite runs one query at a time anyway, and a pool keeps its connections for others.
  let total: number;
  let colour: Record<string, number>;
  let fabric: Record<string, number>;
  let occasion: Record<string, number>;
  if (!(['colour', 'fabric', 'occasion'] as const).some((name) => filter[name]?.length)) {
    // None of the three chosen: they share one WHERE, so one pass counts them all (a search's
    // condition is matched once, not four times).
    const rows = await db
      .select({
        colour: products.colour,
        fabric: products.fabric,
        occasion: products.occasion,
        set: sql<number>`grouping(${products.colour}, ${products.fabric}, ${products.occasion})`,
        n,
      })
      .from(products)
      .where(and(...criteriaConditions(filter)))
      .groupBy(sql`grouping sets ((${products.colour}), (${products.fabric}), (${products.occasion}), ())`);
    // grouping(): a bit per column left out of the set, the first column the highest (4, 2, 1).
    const of = (set: number, name: 'colour' | 'fabric' | 'occasion') =>
      counted(rows.filter((row) => Number(row.set) === set).map((row) => ({ value: row[name], n: row.n })));
    total = rows.find((row) => Number(row.set) === 7)?.n ?? 0;
    colour = of(3, 'colour');
    fabric = of(5, 'fabric');
    occasion = of(6, 'occasion');
  } else {
    const [all] = await db
      .select({ n })
      .from(products)
      .where(and(...criteriaConditions(filter)));
    total = all?.n ?? 0;
    colour = counted(await grouped('colour'));
    fabric = counted(await grouped('fabric'));
    occasion = counted(await grouped('occasion'));
  }
  const size = counted(
    await db
      .select({ value: productStock.stockKey, n })
      .from(products)
      .innerJoin(productStock, and(eq(productStock.productId, products.id), sql`${productStock.onHand} > 0`))
      .where(and(...criteriaConditions(filter, 'size')))
      .groupBy(productStock.stockKey),
  );
  return { total, size, colour, fabric, occasion };
}

/** One page of a section's active products, filtered, searched and sorted in the database. */
export async function listProducts(
  db: Database,
  filter: ListingFilter,
): Promise<{ rows: ProductRow[]; nextCursor: string | null }> {
  const keyset = KEYSETS[filter.sort];
  const conditions = criteriaConditions(filter);
  if (filter.cursor) {
    const after = decodeCursor(filter.sort, filter.cursor);
    const columns = sql.join(
      keyset.columns.map(({ column }) => column),
      sql`, `,
    );
    const values = sql.join(
      keyset.columns.map(({ type }, index) => sql`${after[index]}::${sql.raw(type)}`),
      sql`, `,
    );
    conditions.push(keyset.direction === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`);
  }
  // NULLS LAST matches the indexes' order (the columns are NOT NULL, the planner still asks).
  const order = keyset.columns.map(({ column }) =>
    keyset.direction === 'asc' ? sql`${column} asc` : sql`${column} desc nulls last`,
  );
  const rows: ListedRow[] = await db
    .select({ ...getTableColumns(products), createdAtText: sql<string>`${products.createdAt}::text` })
    .from(products)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > filter.limit && last
      ? encodeCursor(
          filter.sort,
          keyset.columns.map((column) => column.read(last)),
        )
      : null;
  return { rows: page, nextCursor };
}
