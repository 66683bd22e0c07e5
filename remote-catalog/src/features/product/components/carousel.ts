/** Index i in a ring of n: -1 is the last, n is the first (carousel and lightbox wrap around). */
export function wrapIndex(i: number, n: number): number {
  return n === 0 ? 0 : ((i % n) + n) % n;
}

/** The props every thumbnail button shares: which one is current, and a label naming its place. */
export function thumbnailProps(i: number, current: number, count: number, verb: 'Show' | 'Zoom') {
  return {
    type: 'button' as const,
    $current: i === current,
    'aria-current': i === current,
    'aria-label': `${verb} image ${i + 1} of ${count}`,
  };
}
