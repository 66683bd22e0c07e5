import type { Database } from '../../db/client';
import { literal } from '../../db/sqlScript';
import { productsOnSale, type PricedProduct } from './checkoutRepository';

/** Where pricing reads its products: the database (productsOnSale), or `RememberedProducts`. */
export type ProductSource = (db: Database, ids: string[]) => Promise<PricedProduct[]>;

/**
 * The products card checkouts priced lately, kept in this process so that a checkout's hold is
 * one round trip to the database, not two. A remembered product is never trusted: the hold's own
 * statement checks that each is still on sale as priced (`stillAsPriced`), and writes nothing
 * otherwise; the checkout then forgets them and prices again from the database. So an admin's
 * price change counts from the moment it commits, as with a fresh read (more surely: the check
 * runs in the transaction that holds the stock).
 */
export class RememberedProducts {
  private readonly products = new Map<string, PricedProduct>();

  /** At most `limit` products (the oldest remembered goes first). */
  constructor(private readonly limit = 5_000) {}

  /** The source for pricing: what is remembered, and the rest read (and remembered). */
  readonly read: ProductSource = async (db, ids) => {
    const found: PricedProduct[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const product = this.products.get(id);
      if (product) found.push(product);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const read = await productsOnSale(db, missing);
    for (const product of read) {
      if (this.products.size >= this.limit) this.products.delete(this.products.keys().next().value as string);
      this.products.set(product.id, product);
    }
    return [...found, ...read];
  };

  forget(ids: Iterable<string>): void {
    for (const id of ids) this.products.delete(id);
  }
}

/**
 * A SQL condition: each product is still active with the price, name, section, made-to-measure
 * flag and pictures it was priced with (everything a checkout's lines take from it).
 */
export function stillAsPriced(products: PricedProduct[]): string {
  if (products.length === 0) return 'true';
  const priced = products
    .map(
      (product) =>
        `(${literal(product.id)}::uuid, ${literal(product.pricePaise)}::int, ${literal(product.name)}::text, ` +
        `${literal(product.category)}::text, ${literal(product.madeToMeasure)}::boolean, ${literal(product.images)}::jsonb)`,
    )
    .join(', ');
  return `(select count(*) = ${products.length} from products p
      join (values ${priced}) as priced (id, price_paise, name, category, made_to_measure, images) on priced.id = p.id
      where p.active and p.price_paise = priced.price_paise and p.name = priced.name and p.category = priced.category
        and p.made_to_measure = priced.made_to_measure and p.images = priced.images)`;
}
