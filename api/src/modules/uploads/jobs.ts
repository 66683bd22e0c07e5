import { z } from 'zod';
import type { StoredImage } from '../../db/schema';
import { moduleJobs, noData } from '../../jobs/queue';
import type { MediaStore } from '../../media/mediaStore';

const storedImage = z.object({ fileId: z.string(), path: z.string() }) satisfies z.ZodType<StoredImage>;
const imagesData = z.object({ images: z.array(storedImage) });
const photoData = z.object({ path: z.string() });

declare module '../../jobs/queue' {
  interface JobData {
    /** Images a product no longer has (taken off it, or the product deleted): out of the image store. */
    'remove-product-images': z.infer<typeof imagesData>;
    /** A customer's photo (a return's, a review's) that may have no record: removed unless a return or review has it. */
    'discard-photo': z.infer<typeof photoData>;
    /** Scheduled: product images uploaded but never saved with a product. */
    'sweep-uploads': z.infer<typeof noData>;
  }
}

export interface UploadJobDeps {
  /** Deletes product images from the configured store (disk, bucket or ImageKit); one already gone is no error. */
  removeProductImages: (images: StoredImage[]) => Promise<void>;
  /** The store's own files (disk or bucket): return and review photos. */
  media: Pick<MediaStore, 'remove'>;
  /** Whether a saved record (a return, a review) has the photo: the modules that keep photos, wired by the app. */
  photoKept: (path: string) => Promise<boolean>;
  /** Deletes product images uploaded and never saved; how many. */
  sweepUploads: () => Promise<number>;
  log: (message: string, detail: object) => void;
}

export const uploadJobs = moduleJobs<UploadJobDeps>()({
  'remove-product-images': {
    data: imagesData,
    handler:
      (deps) =>
      async ({ images }) =>
        deps.removeProductImages(images),
  },
  // Kept while a saved return or review has it (the delayed check of every stored photo); gone already is fine.
  'discard-photo': {
    data: photoData,
    handler:
      (deps) =>
      async ({ path }) => {
        if (!(await deps.photoKept(path))) await deps.media.remove(path);
      },
  },
  'sweep-uploads': {
    data: noData,
    schedule: '7 * * * *',
    handler: (deps) => async () => {
      const swept = await deps.sweepUploads();
      if (swept) deps.log('abandoned uploads deleted', { swept });
    },
  },
});
