import { z } from 'zod';

export { PHOTO_MAX_BYTES } from '../catalog/photos';

const DATA_URL_PREFIX = /^data:image\/[a-z+.-]+;base64,/;

/**
 * A photo as the browser reads a file: base64, optionally as a data URL; the API checks the
 * bytes. Checked without a repeated pattern over the whole text: a regular expression's
 * `[...]+` over megabytes can exhaust the stack (RangeError, a 500) instead of answering.
 */
export function isPhotoData(photo: string): boolean {
  const body = photo.replace(DATA_URL_PREFIX, '');
  const digits = body.slice(0, body.length - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0));
  return digits.length > 0 && !/[^A-Za-z0-9+/]/.test(digits);
}

/** 5 MB in base64, with room for a data URL's prefix. */
export const PHOTO_DATA_MAX_LENGTH = 7_100_000;

export const photoData = z
  .string()
  .max(PHOTO_DATA_MAX_LENGTH, 'The photo is larger than 5 MB')
  .refine(isPhotoData, 'The photo could not be read; choose the file again');
