import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaStore } from './mediaStore';
import type { OutputFormat, Transform } from './transform';

/** ImageKit's default quality when a transformation names none. */
const DEFAULT_QUALITY = 80;

/**
 * Resized and re-encoded copies of stored images, made once and kept on disk: the first
 * request for a size pays for sharp, every later one is a file read. Concurrent requests for
 * the same variant share one encode.
 */
export class ImageVariants {
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    private readonly media: MediaStore,
    readonly cacheDir: string,
  ) {}

  /** The variant's file name under cacheDir, creating it first if needed. */
  async variant(relative: string, transform: Transform, format: OutputFormat): Promise<string> {
    const quality = transform.q ?? DEFAULT_QUALITY;
    const name = `${createHash('sha256')
      .update(`${relative}\0${transform.w ?? ''}x${transform.h ?? ''}\0${quality}`)
      .digest('hex')
      .slice(0, 32)}.${format}`;
    const target = path.join(this.cacheDir, name);
    try {
      await fs.access(target);
      return name;
    } catch {
      // not made yet
    }
    let job = this.pending.get(name);
    if (!job) {
      job = this.encode(relative, transform, quality, format, target)
        .then(() => name)
        .finally(() => this.pending.delete(name));
      this.pending.set(name, job);
    }
    return job;
  }

  private async encode(
    relative: string,
    { w, h }: Transform,
    quality: number,
    format: OutputFormat,
    target: string,
  ): Promise<void> {
    // rotate() applies EXIF orientation; withoutEnlargement: never larger than the original
    // nor than asked; both sides given crops to fill them, as ImageKit's maintain_ratio does.
    let image = sharp(this.media.absolutePath(relative)).rotate();
    if (w || h)
      image = image.resize({ width: w, height: h, fit: w && h ? 'cover' : 'inside', withoutEnlargement: true });
    if (format === 'jpg') image = image.jpeg({ quality, mozjpeg: true });
    else if (format === 'png') image = image.png({ quality });
    else if (format === 'webp') image = image.webp({ quality });
    else image = image.avif({ quality, effort: 2 });
    const data = await image.toBuffer();
    await fs.mkdir(this.cacheDir, { recursive: true });
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
  }
}
