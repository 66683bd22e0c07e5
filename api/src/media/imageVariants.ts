import { createHash } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../http/errors';
import type { MediaStore } from './mediaStore';
import type { OutputFormat, Transform } from './transform';

/** ImageKit's default quality when a transformation names none. */
const DEFAULT_QUALITY = 80;

/**
 * Resized and re-encoded copies of stored images, made once and kept on disk: the first
 * request for a size pays for sharp, every later one is a file read. Concurrent requests for
 * the same variant share one encode. The folder is capped (maxBytes): the least recently
 * served variants are deleted first; a deleted one is made again when asked for.
 */
export class ImageVariants {
  private readonly pending = new Map<string, Promise<string>>();
  /** Variants on disk and their sizes, least recently used first (a Map keeps insertion order). */
  private readonly used = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly media: MediaStore,
    readonly cacheDir: string,
    private readonly maxBytes = 512 * 1024 * 1024,
    /** Told of each variant encoded (the metrics). */
    private readonly onMade: (format: OutputFormat) => void = () => {},
  ) {
    // What earlier runs left, oldest first: they are the first to go.
    const files = fsSync.existsSync(cacheDir) ? fsSync.readdirSync(cacheDir) : [];
    const found = files
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => ({ name, stat: fsSync.statSync(path.join(cacheDir, name)) }))
      .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs);
    for (const { name, stat } of found) this.remember(name, stat.size);
  }

  /** Bytes the cached variants take now. */
  get size(): number {
    return this.bytes;
  }

  private remember(name: string, size: number): void {
    this.bytes -= this.used.get(name) ?? 0;
    this.used.delete(name);
    this.used.set(name, size);
    this.bytes += size;
  }

  private async evict(): Promise<void> {
    for (const [name, size] of this.used) {
      if (this.bytes <= this.maxBytes) return;
      this.used.delete(name);
      this.bytes -= size;
      await fs.rm(path.join(this.cacheDir, name), { force: true });
    }
  }

  /** The variant's file name under cacheDir, creating it first if needed. */
  async variant(relative: string, transform: Transform, format: OutputFormat): Promise<string> {
    const quality = transform.q ?? DEFAULT_QUALITY;
    const name = `${createHash('sha256')
      .update(`${relative}\0${transform.w ?? ''}\0${quality}`)
      .digest('hex')
      .slice(0, 32)}.${format}`;
    const known = this.used.get(name);
    if (known !== undefined && fsSync.existsSync(path.join(this.cacheDir, name))) {
      this.remember(name, known);
      return name;
    }
    let job = this.pending.get(name);
    if (!job) {
      job = this.encode(relative, transform, quality, format, path.join(this.cacheDir, name))
        .then(async (size) => {
          this.onMade(format);
          this.remember(name, size);
          await this.evict();
          return name;
        })
        .finally(() => this.pending.delete(name));
      this.pending.set(name, job);
    }
    return job;
  }

  private async encode(
    relative: string,
    { w }: Transform,
    quality: number,
    format: OutputFormat,
    target: string,
  ): Promise<number> {
    // rotate() applies EXIF orientation; withoutEnlargement: never larger than the original.
    const original = await this.media.read(relative);
    if (!original) throw new HttpError(404, 'Image not found');
    let image = sharp(original).rotate();
    if (w) image = image.resize({ width: w, fit: 'inside', withoutEnlargement: true });
    if (format === 'jpg') image = image.jpeg({ quality, mozjpeg: true });
    else if (format === 'png') image = image.png({ quality });
    else if (format === 'webp') image = image.webp({ quality });
    else image = image.avif({ quality, effort: 2 });
    const data = await image.toBuffer();
    await fs.mkdir(this.cacheDir, { recursive: true });
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
    return data.length;
  }
}
