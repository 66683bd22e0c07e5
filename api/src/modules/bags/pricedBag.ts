import { and, eq, inArray } from 'drizzle-orm';
import { stockKeysOfSize, type Section, type Size } from '@store/shared/catalog';
import { paiseToRupees } from '@store/shared/format';
import type { BagAnswer, BagLine } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import type { MediaStore } from '../../media/mediaStore';
import { stockOf } from '../stock/productStock';

/** A bag's lines as they can be bought today, and the pieces left out (no longer sold, sold out). */
export interface TodaysBag {
  /** Lines still buyable, each within the pieces on hand of its size. */
  kept: BagLine[];
  answer: BagAnswer;
}

/**
 * Prices a kept bag at today's prices and stock: a piece no longer sold, a size it no longer has
 * or a size sold out is left out (named in `dropped`); a line wanting more than is on hand keeps
 * what is there. A made-to-measure piece is made to order and never runs out. Without `media`
 * (the reminder's sweep) no image is built.
 */
export async function todaysBag(db: Database, lines: BagLine[], media?: MediaStore): Promise<TodaysBag> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows = ids.length
    ? await db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.active, true)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stock = await stockOf(db, [...byId.keys()]);
  const kept: BagLine[] = [];
  const answer: BagAnswer = { lines: [], dropped: [] };
  for (const line of lines) {
    const row = byId.get(line.productId);
    const keys = row ? stockKeysOfSize(row.category as Section, line.size as Size) : null;
    const counts = stock.get(line.productId) ?? {};
    const onHand =
      keys === null ? 0 : keys.length === 0 ? line.quantity : Math.min(...keys.map((key) => counts[key] ?? 0));
    if (!row || onHand < 1) {
      answer.dropped.push({ productId: line.productId, name: row?.name ?? null, nameHi: row?.nameHi ?? null });
      continue;
    }
    const quantity = Math.min(line.quantity, onHand);
    kept.push({ ...line, quantity });
    const image = row.images[0];
    answer.lines.push({
      productId: row.id,
      name: row.name,
      nameHi: row.nameHi,
      size: line.size ?? null,
      quantity,
      price: paiseToRupees(row.pricePaise),
      image: image && media ? media.urlFor(image) : '',
    });
  }
  return { kept, answer };
}
