import { randomUUID } from 'node:crypto';
import type { productRatings } from '../db/schema';

/** Deterministic PRNG: the same stars on every fresh store. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * `count` ratings of 1 to 5 stars adding up to `total` (count <= total <= 5 * count): as even as
 * can be, then spread by moving a star from one to another, so the bars are not one column.
 */
export function starsAddingUpTo(count: number, total: number, random: () => number): number[] {
  const base = Math.floor(total / count);
  const stars = Array.from({ length: count }, (_, i) => base + (i < total - base * count ? 1 : 0));
  for (let i = 0; i + 1 < count; i += 2) {
    const moves = Math.floor(random() * 3);
    for (let move = 0; move < moves && (stars[i] as number) < 5 && (stars[i + 1] as number) > 1; move++) {
      stars[i] = (stars[i] as number) + 1;
      stars[i + 1] = (stars[i + 1] as number) - 1;
    }
  }
  return stars;
}

/**
 * The demo's ratings as rows: stars alone from buyers who are not accounts (no words, no fit),
 * so a product's page shows the same count and average in its breakdown as on its card.
 */
export function demoRatings(
  products: { id: string; ratingCount?: number | null; ratingTotal?: number | null }[],
): (typeof productRatings.$inferInsert)[] {
  const random = prng(20261128);
  return products.flatMap(({ id, ratingCount, ratingTotal }) =>
    ratingCount && ratingTotal
      ? starsAddingUpTo(ratingCount, ratingTotal, random).map((rating) => ({
          customerId: randomUUID(),
          productId: id,
          rating,
        }))
      : [],
  );
}
