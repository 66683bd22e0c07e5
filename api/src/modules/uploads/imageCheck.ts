import sharp, { type Metadata } from 'sharp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** 40 megapixels: any real product photo fits; a tiny file claiming more is a decompression bomb. */
export const MAX_PIXELS = 40_000_000;
/**
 * Frames of an animated GIF or WebP: a 39 KB GIF of 1,100 tiny frames took seconds of CPU to
 * re-encode. Its total pixels (width x height x frames) are held to MAX_PIXELS as well.
 */
export const MAX_FRAMES = 100;
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
  // Read from the header, before any frame is decoded (metadata's height is one frame's).
  const frames = meta.pages ?? 1;
  if (frames > MAX_FRAMES) return { problem: `The image has ${frames} frames; at most ${MAX_FRAMES} are accepted` };
  if (meta.width * meta.height * frames > MAX_PIXELS)
    return {
      problem: `The image's ${frames} frames of ${meta.width}x${meta.height} pixels come to more than 40 megapixels`,
    };
  try {
    await sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS }).resize(32).toBuffer();
  } catch {
    return { problem: 'The image is damaged and cannot be read' };
  }
  return { ext, width: meta.width, height: meta.height };
}

/**
 * The original as it is stored: decoded and encoded again, turned upright by its EXIF
 * orientation, with no metadata left (EXIF, GPS position, camera serials, XMP, comments).
 * sharp writes none unless asked to; the pixels stay at the uploaded size.
 */
export async function reencodeWithoutMetadata(
  data: Buffer,
  ext: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  let image = sharp(data, { limitInputPixels: MAX_PIXELS, animated: ext === 'gif' || ext === 'webp' }).rotate();
  if (ext === 'jpg') image = image.jpeg({ quality: 92, mozjpeg: true });
  else if (ext === 'png') image = image.png();
  else if (ext === 'webp') image = image.webp({ quality: 92 });
  else if (ext === 'gif') image = image.gif();
  else image = image.avif({ quality: 70, effort: 2 });
  const { data: clean, info } = await image.toBuffer({ resolveWithObject: true });
  return { data: clean, width: info.width, height: info.pageHeight ?? info.height };
}
