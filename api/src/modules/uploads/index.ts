import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MediaStore } from '../../media/mediaStore';
import { imagekitImageStore, localImageStore, type ProductImageStore } from './productImageStore';

export type { ProductImageStore, UploadedImageRef } from './productImageStore';

/** The configured product image store: ImageKit when IMAGES_PROVIDER=imagekit, else local files. */
export function productImageStore(
  config: ApiConfig,
  db: Database,
  media: MediaStore,
  log: FastifyBaseLogger,
): ProductImageStore {
  if (config.imagesProvider === 'imagekit')
    return imagekitImageStore(config, (error) => log.error({ err: error }, 'ImageKit delete failed'));
  return localImageStore(db, media);
}
