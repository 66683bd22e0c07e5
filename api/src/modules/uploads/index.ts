import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MediaStore } from '../../media/mediaStore';
import { imagekitImageStore, localImageStore, type ProductImageStore } from './productImageStore';

export type { ProductImageStore, UploadedImageRef } from './productImageStore';

/** The configured product image store: ImageKit when IMAGES_PROVIDER=imagekit, else the API's own (disk or S3). */
export function productImageStore(config: ApiConfig, db: Database, media: MediaStore): ProductImageStore {
  if (config.imagesProvider === 'imagekit') return imagekitImageStore(config);
  return localImageStore(db, media);
}
