/**
 * The widths and qualities the pages ask for (cards, gallery and its srcset, thumbnails, link
 * previews, and 1800 for the product zoom, which must show more than the 1200 gallery). The local image store makes only these: another width is served at the next
 * one up, another quality at the nearest, so a stranger cannot fill its disk with variants.
 */
export const IMAGE_WIDTHS = [60, 100, 150, 160, 300, 320, 360, 450, 480, 600, 640, 800, 1080, 1200, 1800] as const;
export const IMAGE_QUALITIES = [60, 70, 75, 80, 90, 95] as const;

/** A transformation the image store (local or ImageKit) applies from the URL. */
export interface ImageSize {
  w: number;
  h?: number;
  q?: number;
}

/**
 * The URL of an image resized by the images provider: ImageKit's `?tr=w-800,q-90,f-auto`,
 * which the local store speaks too. Data and blob URLs (placeholders, previews) pass through.
 */
export function imageUrl(url: string | null | undefined, { w, h, q }: ImageSize): string | null {
  if (!url) return null;
  if (/^(data|blob):/.test(url)) return url;
  const parts = [`w-${w}`, h ? `h-${h}` : '', q ? `q-${q}` : '', 'f-auto'].filter(Boolean);
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}tr=${parts.join(',')}`;
}

/** A srcset of the same image at several widths, so the browser fetches what the layout needs. */
export function imageSrcSet(url: string | null | undefined, widths: readonly number[], q: number): string | undefined {
  if (!url || /^(data|blob):/.test(url)) return undefined;
  return widths.map((w) => `${imageUrl(url, { w, q })} ${w}w`).join(', ');
}
