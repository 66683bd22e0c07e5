/** Index i in a ring of n: -1 is the last, n is the first (carousel and lightbox wrap around). */
export function wrapIndex(i: number, n: number): number {
  return n === 0 ? 0 : ((i % n) + n) % n;
}
