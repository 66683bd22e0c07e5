/** Index i in a ring of n: -1 is the last, n is the first (carousel and lightbox wrap around). */
export function wrapIndex(i: number, n: number): number {
  return n === 0 ? 0 : ((i % n) + n) % n;
}

/** The props every thumbnail button shares: which one is current, and its label ('Show image 2 of 4'). */
export function thumbnailProps(i: number, current: number, label: string) {
  return {
    type: 'button' as const,
    $current: i === current,
    'aria-current': i === current,
    'aria-label': label,
  };
}
