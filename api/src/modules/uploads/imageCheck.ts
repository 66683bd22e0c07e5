import sharp, { type Metadata } from 'sharp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** 40 megapixels: any real product photo fits; a tiny file claiming more is a decompression bomb. */
export const MAX_PIXELS = 40_000_000;
const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' } as const;

export type CheckedImage = { ext: string; width: number; height: number } | { problem: string };

/**
 * Decides from the bytes, never the name or the declared type: the real format, its size in
 * pixels, and a full decode (shrunk on load) so a truncated or corrupt file is refused.
 */
export async function checkImage(data: Buffer): Promise<CheckedImage> {
  let meta: Metadata;
  try {
    // Header only: the pixel limit is checked below, with a message that says so.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return { problem: 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)' };
  }
  const ext = meta.format && meta.format in FORMATS ? FORMATS[meta.format as keyof typeof FORMATS] : null;
  if (!ext || !meta.width || !meta.height)
    return { problem: 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)' };
  if (meta.width * meta.height > MAX_PIXELS)
    return { problem: `The image is ${meta.width}x${meta.height} pixels; at most 40 megapixels are accepted` };
  try {
    await sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS }).resize(32).toBuffer();
  } catch {
    return { problem: 'The image is damaged and cannot be read' };
  }
  return { ext, width: meta.width, height: meta.height };
}
