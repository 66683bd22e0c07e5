import { eq, inArray } from 'drizzle-orm';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { mediaFiles, type StoredImage } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';

/** An image as the admin screens send it after an upload (product §3: url and fileId). */
export interface UploadedImageRef {
  url: string;
  fileId: string;
}

/**
 * Where product images live once uploaded: the local store (files under the media root, known
 * by `media_files`) or ImageKit (paths under the URL endpoint, deleted through its API).
 */
export interface ProductImageStore {
  /**
   * The stored form of the images a product should have: ones it already has (`kept`) or new
   * uploads; an image this store did not receive is a 400.
   */
  resolve(refs: readonly UploadedImageRef[], kept?: readonly StoredImage[]): Promise<StoredImage[]>;
  /**
   * Deletes images no product needs any more (the `remove-product-images` job): one already
   * gone counts as deleted, any other failure throws, so the job is retried.
   */
  remove(images: readonly StoredImage[]): Promise<void>;
}

export function localImageStore(db: Database, media: MediaStore): ProductImageStore {
  return {
    async resolve(refs, kept = []) {
      if (refs.length === 0) return [];
      const rows = await db
        .select()
        .from(mediaFiles)
        .where(
          inArray(
            mediaFiles.fileId,
            refs.map((ref) => ref.fileId),
          ),
        );
      return refs.map((ref, index) => {
        // Seeded images were never uploaded: a product keeps what it has through edits.
        const own = kept.find((image) => image.fileId === ref.fileId);
        if (own) return own;
        const row = rows.find((r) => r.fileId === ref.fileId);
        if (!row) throw new HttpError(400, `images.${index}.fileId: no uploaded image has this id`);
        return { fileId: row.fileId, path: row.path };
      });
    },
    async remove(images) {
      for (const image of images) {
        await media.remove(image.path);
        await db.delete(mediaFiles).where(eq(mediaFiles.fileId, image.fileId));
      }
    },
  };
}

export function imagekitImageStore(config: ApiConfig): ProductImageStore {
  // An upload's answer names the file on ImageKit's endpoint; a URL the store itself gave out
  // (on the shop's /media) names it too.
  const endpoints = [...new Set([config.imagekit.urlEndpoint, config.imageUrlEndpoint])].map((url) => `${url}/`);
  return {
    async resolve(refs, kept = []) {
      return refs.map((ref, index) => {
        const own = kept.find((image) => image.fileId === ref.fileId);
        if (own) return own;
        const endpoint = endpoints.find((candidate) => ref.url.startsWith(candidate));
        if (!endpoint) throw new HttpError(400, `images.${index}.url: not on ${endpoints[0]}`);
        return { fileId: ref.fileId, path: decodeURIComponent(ref.url.slice(endpoint.length).split('?')[0] ?? '') };
      });
    },
    async remove(images) {
      const auth = Buffer.from(`${config.imagekit.privateKey}:`).toString('base64');
      for (const image of images) {
        // ImageKit's Delete File API: 204 when deleted, 404 when no such file (deleted before).
        const response = await fetch(`${config.imagekit.apiUrl}/v1/files/${encodeURIComponent(image.fileId)}`, {
          method: 'DELETE',
          headers: { authorization: `Basic ${auth}` },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok && response.status !== 404)
          throw new Error(
            `ImageKit refused to delete ${image.fileId} (${response.status}): ${(await response.text()).slice(0, 200)}`,
          );
      }
    },
  };
}
