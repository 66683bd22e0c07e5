import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredImage } from '../db/schema';

/**
 * Local image storage: files live under the media root. The database keeps only paths, and
 * URLs are built on the images provider's URL endpoint (this API's /media, or ImageKit's CDN),
 * so switching provider needs no data change: both read the same ?tr= transformations.
 */
export class MediaStore {
  constructor(
    readonly root: string,
    private readonly urlEndpoint: string,
  ) {}

  urlFor(image: StoredImage): string {
    return `${this.urlEndpoint}/${image.path.split('/').map(encodeURIComponent).join('/')}`;
  }

  absolutePath(relative: string): string {
    const resolved = path.resolve(this.root, relative);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`path escapes media root: ${relative}`);
    return resolved;
  }

  /** True for a stored file; false for anything else, including paths outside the root. */
  async exists(relative: string): Promise<boolean> {
    try {
      return (await fs.stat(this.absolutePath(relative))).isFile();
    } catch {
      return false;
    }
  }

  async write(relative: string, data: Buffer): Promise<void> {
    const target = this.absolutePath(relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
  }

  /** Deletes a stored file; one already gone is not an error. */
  async remove(relative: string): Promise<void> {
    await fs.rm(this.absolutePath(relative), { force: true });
  }
}
