import { and, eq, getTableColumns, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { rupeesToPaise } from '@store/shared/format';
import type { ListingSort } from '@store/shared/schemas';
import { stockKeysFor, type Section } from '@store/shared/catalog';
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

export interface ListingFilter {
  section: Section;
  /** A category value, or null for every category. */
  type: string | null;
  search: string;
  sort: ListingSort;
  cursor?: string;
  limit: number;
  /** Rupees, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  /** A stock key of the section with pieces on hand ('M', 'upper:L'). */
  size?: string;
  colour?: string;
  fabric?: string;
  occasion?: string;
}

/** '50%_off' -> '%50\%\_off%': the shopper's text is matched literally, case-insensitively. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a section's active products, filtered, searched and sorted in the database. */
export async function listProducts(
  db: Database,
  filter: ListingFilter,
): Promise<{ rows: ProductRow[]; nextCursor: string | null }> {
  const keyset = KEYSETS[filter.sort];
  const conditions: (SQL | undefined)[] = [eq(products.category, filter.section), eq(products.active, true)];
  if (filter.type) conditions.push(eq(products.type, filter.type));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.nameHi, pattern), ilike(products.description, pattern)),
    );
  }
  if (filter.minPrice !== undefined) conditions.push(gte(products.pricePaise, rupeesToPaise(filter.minPrice)));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.pricePaise, rupeesToPaise(filter.maxPrice)));
  if (filter.colour) conditions.push(eq(products.colour, filter.colour));
  if (filter.fabric) conditions.push(eq(products.fabric, filter.fabric));
  if (filter.occasion) conditions.push(eq(products.occasion, filter.occasion));
  if (filter.size) {
    if (!stockKeysFor(filter.section).includes(filter.size))
      throw new HttpError(400, `size: ${filter.size} is not a size of ${filter.section}`);
    conditions.push(
      sql`exists (select 1 from ${productStock} where ${productStock.productId} = ${products.id} and ${productStock.stockKey} = ${filter.size} and ${productStock.onHand} > 0)`,
    );
  }
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
