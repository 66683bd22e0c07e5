import type { Database } from '../../db/client';
import { productsOnSale, type PricedProduct } from './checkoutRepository';

/** Where pricing reads its products: the database (productsOnSale), or `RememberedProducts`. */
export type ProductSource = (db: Database, ids: string[]) => Promise<PricedProduct[]>;

/**
 * The products card checkouts priced lately, kept in this process so that a checkout's hold is
 * one round trip to the database, not two. A remembered product is never trusted: the hold's own
 * call checks that each is still on sale as priced (holds.ts, `priced`), and writes nothing
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
