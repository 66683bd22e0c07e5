import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { MediaStore } from '../../media/mediaStore';
import { checkImage, MAX_UPLOAD_BYTES, reencodeWithoutMetadata } from './imageCheck';

/**
 * Photos customers send with something they save (a return request, a review): checked as
 * product photos are (the bytes, not the name), stored without their metadata under their
 * folder, and removed by the 'discard-photo' job once nothing saved has them.
 */
export interface PhotoDeps {
  db: Database;
  jobs: JobQueue;
  media: MediaStore;
}

/** A stored photo no saved record has is removed after this long, even if its process died meanwhile. */
const UNSAVED_PHOTO_CHECK_SECONDS = 3600;

/** Which photo a 400 names: its field ('photo', 'photos.1') and, one of several, its name ('Photo 2'). */
export interface PhotoLabel {
  field: string;
  name?: string;
}

interface CheckedPhoto {
  data: Buffer;
  ext: string;
}

/** The photo's bytes, refused with a 400 naming it when too large or not an image. Nothing is stored. */
export async function checkPhoto(photo: string, label: PhotoLabel): Promise<CheckedPhoto> {
  const data = Buffer.from(photo.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length > MAX_UPLOAD_BYTES)
    throw new HttpError(400, `${label.name ?? 'The photo'} is larger than 5 MB`, { field: label.field });
  const checked = await checkImage(data);
  if ('problem' in checked)
    throw new HttpError(400, label.name ? `${label.name}: ${checked.problem}` : checked.problem, {
      field: label.field,
    });
  return { data, ext: checked.ext };
}

/**
 * Stores checked photos under `folder`, without their metadata; their keys in order. Before
 * each is written, a check is queued (and committed) for an hour later, so a photo whose
 * record is never saved is removed even if this process dies in between.
 */
export async function storePhotos({ db, jobs, media }: PhotoDeps, photos: CheckedPhoto[], folder: string) {
  const keys: string[] = [];
  for (const photo of photos) {
    const clean = await reencodeWithoutMetadata(photo.data, photo.ext);
    const key = `${folder}/${randomUUID()}.${photo.ext}`;
    await jobs.enqueue(db, 'discard-photo', { path: key }, { startAfterSeconds: UNSAVED_PHOTO_CHECK_SECONDS });
    await media.write(key, clean.data);
    keys.push(key);
  }
  return keys;
}

/**
 * Queues the removal of photos that may have no record now: in the transaction that took them
 * off one, or after the record they came with was not saved. The job keeps any a record has.
 */
export async function discardPhotos(jobs: JobQueue, db: Database, keys: readonly string[]) {
  for (const key of keys) await jobs.enqueue(db, 'discard-photo', { path: key });
}
