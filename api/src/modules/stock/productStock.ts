import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  availabilityOf,
  LOW_STOCK_MAX,
  stockKeyLabel,
  stockKeysFor,
  type Availability,
  SECTIONS,
  type Section,
} from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { productStock, products, type ProductRow } from '../../db/schema';
import { preparedRows } from '../../db/sqlScript';
import { HttpError } from '../../http/errors';
import { sizesCameBack, type Restocks } from './backInStock';

/** Pieces on hand per stock key of one product; a key without a row has none. */
export type StockCounts = Record<string, number>;

/** The stock of each product asked for, in one query. */

export async function stockOf(db: Database, productIds: string[]): Promise<Map<string, StockCounts>> {
  const counts = new Map<string, StockCounts>(productIds.map((id) => [id, {}]));
  if (productIds.length === 0) return counts;
  // Every listing, search and product page reads it: prepared once per connection, only the counts.
  const rows = await preparedRows<{ productId: string; stockKey: string; onHand: number }>(
    db,
    'stock_of_products',
    `select product_id as "productId", stock_key as "stockKey", on_hand as "onHand"
       from product_stock where product_id = any($1::uuid[])`,
    [productIds],
  );
  for (const row of rows) (counts.get(row.productId) as StockCounts)[row.stockKey] = row.onHand;
  return counts;
}

/**
 * What a shopper sees of a product's stock: each size in stock, low ('Only N left') or out, and
 * whether no standard size can be bought (a men's set needs an upper and a lower). Made-to-measure
 * is made to order and never runs out; `madeToMeasure` says whether it is offered.
 */
export function shopperStock(row: Pick<ProductRow, 'category'>, counts: StockCounts) {
  const section = row.category as Section;
  const keys = stockKeysFor(section);
  const availability: Record<string, Availability> = {};
  const left: Record<string, number> = {};
  for (const key of keys) {
    const count = counts[key] ?? 0;
    availability[key] = availabilityOf(count);
    if (availability[key] === 'low') left[key] = count;
  }
  const any = (prefix: string) => keys.some((key) => key.startsWith(prefix) && availability[key] !== 'out');
  const buyable = section === 'mens' ? any('upper:') && any('lower:') : any('');
  return { availability, left, soldOut: !buyable };
}

/** The sizes of a product with pieces on hand. */
export async function sizesInStock(db: Database, productId: string) {
  return db
    .select({ productId: productStock.productId, stockKey: productStock.stockKey })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), sql`${productStock.onHand} > 0`));
}

/** Every key of the section with its count (0 when none): the admin's product. */
export function adminStock(section: Section, counts: StockCounts): StockCounts {
  return Object.fromEntries(stockKeysFor(section).map((key) => [key, counts[key] ?? 0]));
}

/** 400 unless every key given is a size of this section ('Size XXXL is not a size of this product'). */
export function checkStockKeys(section: Section, stock: StockCounts): void {
  const valid = new Set(stockKeysFor(section));
  const wrong = Object.keys(stock).find((key) => !valid.has(key));
  if (wrong !== undefined)
    throw new HttpError(400, `Size ${stockKeyLabel(wrong)} is not a size of this product`, {
      field: `stock.${wrong}`,
    });
}

/**
 * Sets the counts given (others are kept), in the caller's transaction. A size set from none to
 * some came back: its waiting shoppers are told.
 */
export async function setStock(db: Database, jobs: Restocks, productId: string, stock: StockCounts): Promise<void> {
  const rows = Object.entries(stock).map(([stockKey, onHand]) => ({ productId, stockKey, onHand }));
  if (rows.length === 0) return;
  // The counts before, locked until the commit: a hold taken meanwhile cannot slip between.
  const before = await db
    .select({ stockKey: productStock.stockKey, onHand: productStock.onHand })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), inArray(productStock.stockKey, Object.keys(stock))))
    .for('update');
  const had = new Map(before.map((row) => [row.stockKey, row.onHand]));
  await db
    .insert(productStock)
    .values(rows)
    .onConflictDoUpdate({
      target: [productStock.productId, productStock.stockKey],
      set: { onHand: sql`excluded.on_hand` },
    });
  await sizesCameBack(
    db,
    jobs,
    rows.filter((row) => row.onHand > 0 && (had.get(row.stockKey) ?? 0) <= 0),
  );
}

export interface StockLine {
  productId: string;
  name: string;
  category: string;
  size: string;
  left: number;
}

type SummaryRow = { product_id: string; name: string; category: string; size: string; left: number };

/**
 * The dashboard's lists: sizes of active products with 1 to 3 pieces left, and sizes with none
 * (a key never stocked counts as none). Made-to-measure is made to order and not listed.
 */
export async function stockSummary(db: Database): Promise<{ low: StockLine[]; out: StockLine[] }> {
  const keys = sql.join(
    SECTIONS.flatMap((section) => stockKeysFor(section).map((key, index) => sql`(${section}, ${key}, ${index})`)),
    sql`, `,
  );
  const result = await db.execute(sql`
    select p.id as product_id, p.name, p.category, k.key as size, coalesce(s.on_hand, 0)::int as left
    from ${products} p
    join (values ${keys}) as k(section, key, place) on k.section = p.category
    left join ${productStock} s on s.product_id = p.id and s.stock_key = k.key
    where p.active and coalesce(s.on_hand, 0) <= ${LOW_STOCK_MAX}
    order by p.category, p.name, p.id, k.place`);
  const summary = { low: [] as StockLine[], out: [] as StockLine[] };
  const rows = (result as unknown as { rows: SummaryRow[] }).rows;
  for (const row of rows) {
    const line = { productId: row.product_id, name: row.name, category: row.category, size: row.size, left: row.left };
    summary[line.left > 0 ? 'low' : 'out'].push(line);
  }
  return summary;
}

/**
 * What became of the stock of these products, for the order bench's final count: on hand, held,
 * sold (holds turned into sales), and the order lines and short lines made of them. Sold plus
 * on hand plus held is what was stocked when no piece was sold twice.
 */
export async function stockLedger(db: Database, productIds: string[]) {
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`select
      (select coalesce(sum(on_hand), 0)::int from product_stock where product_id in (${ids})) as "onHand",
      (select coalesce(sum(quantity), 0)::int from stock_holds where product_id in (${ids}) and state = 'sold') as sold,
      (select coalesce(sum(quantity), 0)::int from stock_holds where product_id in (${ids}) and state = 'held') as held,
      (select count(*)::int from order_lines where product_id in (${ids})) as "orderLines",
      (select count(*)::int from order_lines where product_id in (${ids}) and stock_short) as short`)) as unknown as {
    rows: { onHand: number; sold: number; held: number; orderLines: number; short: number }[];
  };
  return result.rows[0] as { onHand: number; sold: number; held: number; orderLines: number; short: number };
}
