import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredImage } from '../db/schema';

/**
 * Local image storage: files live under the media root and are served at /media/. The
 * database keeps only paths, so a different host or CDN needs no data change.
 */
export class MediaStore {
  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {}

  urlFor(image: StoredImage): string {
    return `${this.publicUrl}/media/${image.path.split('/').map(encodeURIComponent).join('/')}`;
  }

  absolutePath(relative: string): string {
    const resolved = path.resolve(this.root, relative);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`path escapes media root: ${relative}`);
    return resolved;
  }

  async exists(relative: string): Promise<boolean> {
    try {
      await fs.access(this.absolutePath(relative));
      return true;
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
}
