import type { ApiConfig } from '../config';
import type { StoredImage } from '../db/schema';
import { localMediaFiles, type MediaFiles } from './mediaFiles';
import { s3MediaFiles } from './s3MediaFiles';

/**
 * The store's images: their bytes in `files` (a local folder or an S3 bucket), and URLs built
 * on the images provider's URL endpoint (PUBLIC_MEDIA_URL, this API's /media, or ImageKit's
 * CDN). The database keeps only keys, so switching provider needs no data change: all read
 * the same ?tr= transformations.
 */
export class MediaStore {
  constructor(
    readonly files: MediaFiles,
    private readonly urlEndpoint: string,
  ) {}

  urlFor(image: StoredImage): string {
    return `${this.urlEndpoint}/${image.path.split('/').map(encodeURIComponent).join('/')}`;
  }

  exists(key: string): Promise<boolean> {
    return this.files.exists(key);
  }

  read(key: string): Promise<Buffer | null> {
    return this.files.read(key);
  }

  write(key: string, data: Buffer): Promise<void> {
    return this.files.write(key, data);
  }

  /** Deletes a stored file; one already gone is not an error. */
  remove(key: string): Promise<void> {
    return this.files.remove(key);
  }
}

/** Where the configured store keeps its files: the bucket of IMAGES_PROVIDER=s3, else MEDIA_DIR. */
export function mediaFilesFor(config: Pick<ApiConfig, 's3' | 'mediaDir'>): MediaFiles {
  return config.s3 ? s3MediaFiles(config.s3) : localMediaFiles(config.mediaDir);
}

export function mediaStoreFor(config: Pick<ApiConfig, 's3' | 'mediaDir' | 'imageUrlEndpoint'>): MediaStore {
  return new MediaStore(mediaFilesFor(config), config.imageUrlEndpoint);
}
