import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the bytes of stored images live, by key (`products/ab12.jpg`): a folder on this
 * machine (one instance) or an S3-compatible bucket every instance shares (s3MediaFiles.ts).
 * Stored files never change: a new upload gets a new key.
 */
export interface MediaFiles {
  /** For messages: the folder, or s3://bucket. */
  readonly where: string;
  exists(key: string): Promise<boolean>;
  /** The file's bytes; null when there is none. */
  read(key: string): Promise<Buffer | null>;
  write(key: string, data: Buffer): Promise<void>;
  /** Deletes a stored file; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key (backups). */
  list(): AsyncIterable<string>;
}

/**
 * A key both stores accept: relative segments of letters, digits, '.', '_' and '-', none of
 * them '.' or '..'. Anything else is no stored file, so a crafted URL cannot climb out of the
 * folder or name an odd object.
 */
export function isMediaKey(key: string): boolean {
  const segments = key.split('/');
  return segments.every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

export function localMediaFiles(root: string): MediaFiles {
  const absolute = (key: string) => (isMediaKey(key) ? path.join(root, key) : null);
  return {
    where: root,
    async exists(key) {
      const file = absolute(key);
      return file !== null && (await fs.stat(file).catch(() => null))?.isFile() === true;
    },
    async read(key) {
      const file = absolute(key);
      return file ? fs.readFile(file).catch(() => null) : null;
    },
    async write(key, data) {
      const file = absolute(key);
      if (!file) throw new Error(`not a media key: ${key}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async remove(key) {
      const file = absolute(key);
      if (file) await fs.rm(file, { force: true });
    },
    async *list() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries)
        if (entry.isFile() && !entry.name.endsWith('.tmp'))
          yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    },
  };
}

/** Copies every stored file from one store to another (a backup's media folder is a local store); how many. */
export async function copyMediaFiles(from: MediaFiles, to: MediaFiles): Promise<number> {
  let copied = 0;
  for await (const key of from.list()) {
    const data = await from.read(key);
    if (!data) continue; // deleted while the copy ran
    await to.write(key, data);
    copied += 1;
  }
  return copied;
}
