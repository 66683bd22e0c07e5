import { z } from 'zod';

export { PHOTO_MAX_BYTES } from '../catalog/photos';

/** A photo as the browser reads a file: base64, optionally as a data URL; the API checks the bytes. */
export const PHOTO_DATA = /^(data:image\/[a-z+.-]+;base64,)?[A-Za-z0-9+/]+={0,2}$/;
/** 5 MB in base64, with room for a data URL's prefix. */
export const PHOTO_DATA_MAX_LENGTH = 7_100_000;

export const photoData = z
  .string()
  .max(PHOTO_DATA_MAX_LENGTH, 'The photo is larger than 5 MB')
  .regex(PHOTO_DATA, 'The photo could not be read; choose the file again');
