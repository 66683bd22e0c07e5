import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MediaStore } from '../../media/mediaStore';
import { uploadRoutes } from './routes';
import { imagekitImageStore, localImageStore, type ProductImageStore } from './productImageStore';

export type { ProductImageStore, UploadedImageRef } from './productImageStore';

/** The configured product image store: ImageKit when IMAGES_PROVIDER=imagekit, else the API's own (disk or S3). */
export function productImageStore(config: ApiConfig, db: Database, media: MediaStore): ProductImageStore {
  if (config.imagesProvider === 'imagekit') return imagekitImageStore(config);
  return localImageStore(db, media);
}

/** Signed uploads of product images (the desk) and customers' photos (returns, reviews). */
export const uploadsModule: FastifyPluginAsync<{ db: Database; media: MediaStore; config: ApiConfig }> = async (
  app,
  { db, media, config },
) => {
  await app.register(uploadRoutes, { db, media, config });
};
