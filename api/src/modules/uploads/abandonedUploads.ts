import { and, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles, products } from '../../db/schema';
import type { MediaStore } from '../../media/mediaStore';

export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

/**
 * Deletes uploads no product took within a day (a form closed before Save, an image removed
 * before saving): their rows and files. Safe to run on several instances at once.
 */
export async function sweepAbandonedUploads(
  db: Database,
  media: MediaStore,
  olderThanMs = ABANDONED_AFTER_MS,
): Promise<number> {
  const swept = await db
    .delete(mediaFiles)
    .where(
      and(
        lt(mediaFiles.createdAt, new Date(Date.now() - olderThanMs)),
        sql`not exists (select 1 from ${products} where ${products.images} @> jsonb_build_array(jsonb_build_object('fileId', ${mediaFiles.fileId})))`,
      ),
    )
    .returning({ path: mediaFiles.path });
  for (const { path } of swept) await media.remove(path);
  return swept.length;
}
