import { sql } from 'drizzle-orm';
import { imageUrl, REVIEW_PHOTO_KEY, type ReviewPhoto } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { productRatings } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import { checkPhoto, storePhotos, type PhotoDeps } from '../uploads/customerPhotos';

/** The thumbnail under a review: 80 px boxes, at twice that for sharp screens. */
const THUMBNAIL = { w: 160, q: 70 } as const;

/** A stored review photo as the pages show it: the picture and its thumbnail, under the images provider's URL. */
export function reviewPhotoJson(media: MediaStore, key: string): ReviewPhoto {
  const url = media.urlFor({ fileId: key, path: key });
  return { url, thumbnailUrl: imageUrl(url, THUMBNAIL) as string };
}

/** Whether a saved review has this photo (the discard job keeps it then). */
export async function reviewWithPhoto(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(productRatings)
    .where(sql`${key} = any(${productRatings.photos})`)
    .limit(1);
  return row !== undefined;
}

/** A photo sent as bytes, not as a kept one's key. */
export const isNewPhoto = (photo: string) => !REVIEW_PHOTO_KEY.test(photo);

/**
 * The photos a review is saved with, from the list the buyer sent: new ones are checked first
 * (all of them, so a refused one stores nothing) and then stored; kept ones stay keys, checked
 * against the review's own photos once it is locked (`photosTakenOff`).
 */
export async function storeNewReviewPhotos(deps: PhotoDeps, sent: readonly string[]) {
  const fresh = sent.flatMap((photo, index) => (isNewPhoto(photo) ? [{ photo, index }] : []));
  const checked = await Promise.all(
    fresh.map(({ photo, index }) => checkPhoto(photo, { name: `Photo ${index + 1}`, field: `photos.${index}` })),
  );
  const keys = await storePhotos(deps, checked, 'reviews');
  const stored = new Map(fresh.map(({ index }, n) => [index, keys[n] as string]));
  return {
    /** Every photo of the review, in the order sent. */
    photos: sent.map((photo, index) => stored.get(index) ?? photo),
    /** The ones stored by this request (removed again if it is not saved). */
    stored: keys,
  };
}

/**
 * The review's photos the new list leaves out; refuses a kept one that is not the review's own
 * (another buyer's, or gone) or is listed twice. `fresh` are the list's new photos.
 */
export function photosTakenOff(previous: readonly string[], photos: readonly string[], fresh: readonly string[]) {
  photos.forEach((photo, index) => {
    if (fresh.includes(photo)) return;
    if (!previous.includes(photo) || photos.indexOf(photo) !== index)
      throw new HttpError(400, `Photo ${index + 1} is not one of your review's photos; choose it again`, {
        field: `photos.${index}`,
      });
  });
  return previous.filter((photo) => !photos.includes(photo));
}
