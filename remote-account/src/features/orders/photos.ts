import { PHOTO_MAX_BYTES } from '@store/shared/catalog';

/** Reads a chosen photo as a data URL (the API checks the bytes). */
export const readPhoto = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });

/** Why the API would refuse this file, said before it is sent; null when it may go. */
export function photoProblem(file: File, name = 'The photo'): string | null {
  if (!file.type.startsWith('image/')) return `${name} is not a picture (JPEG, PNG, WebP, GIF or AVIF)`;
  if (file.size > PHOTO_MAX_BYTES) return `${name} is larger than 5 MB`;
  return null;
}
