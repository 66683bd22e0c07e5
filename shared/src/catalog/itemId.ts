import type { Size } from '../catalog/sizes';

/**
 * The cart line key: product id, a hyphen, then the size. An object size becomes its
 * key:value pairs sorted by key and joined with '|'; a missing or other size is 'unknown'.
 * One entry per product and size follows from this key, so it must stay stable.
 */
export function encodeSize(size: Size | unknown): string {
  if (typeof size === 'string' && size !== '') return size;
  if (typeof size === 'number' && Number.isFinite(size)) return String(size);
  if (size !== null && typeof size === 'object' && !Array.isArray(size)) {
    const entries = Object.entries(size as Record<string, unknown>);
    if (entries.length === 0) return 'unknown';
    return entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${key}:${String(value)}`)
      .join('|');
  }
  return 'unknown';
}

export function makeItemId(productId: string, size: Size | unknown): string {
  return `${productId}-${encodeSize(size)}`;
}
