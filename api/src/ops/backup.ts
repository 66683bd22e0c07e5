import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count } from 'drizzle-orm';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/client';
import { rawRows } from '../db/rawRows';
import { customers, orders, products } from '../db/schema';
import { copyMediaFiles, localMediaFiles } from '../media/mediaFiles';
import { mediaFilesFor } from '../media/mediaStore';
import { openConfiguredDatabase } from '../prepare';

const run = promisify(execFile);

/** What a backup holds, written beside it as manifest.json and checked again after a restore. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The embedded database's data folder (a PGlite dump) or a PostgreSQL server's pg_dump. */
  database: 'pglite' | 'postgres';
  counts: RowCounts;
  /** Product images kept (originals; resized variants are made again on request). */
  mediaFiles: number;
}

export interface RowCounts {
  products: number;
  orders: number;
  customers: number;
}

const PGLITE_FILE = 'database.pglite.tar.gz';
const PG_DUMP_FILE = 'database.pgdump';

const embeddedDir = (config: ApiConfig) => path.join(config.dataDir, 'pglite');

async function rowCounts(config: ApiConfig): Promise<RowCounts> {
  const database = await openConfiguredDatabase(config);
  try {
    const [p] = await database.db.select({ n: count() }).from(products);
    const [o] = await database.db.select({ n: count() }).from(orders);
    const [c] = await database.db.select({ n: count() }).from(customers);
    return { products: p?.n ?? 0, orders: o?.n ?? 0, customers: c?.n ?? 0 };
  } finally {
    await database.close();
  }
}

/** PGlite keeps postmaster.pid while a process has the folder open: a second opener would corrupt it. */
function refuseOpenEmbedded(config: ApiConfig) {
  if (fs.existsSync(path.join(embeddedDir(config), 'postmaster.pid')))
    throw new Error(
      `the embedded database in ${embeddedDir(config)} is open (postmaster.pid): stop the store first. ` +
        'If no store is running, a crash left that file behind: delete it and try again.',
    );
}

/** pg_dump and pg_restore speak to the server themselves; they must be at least its version. */
async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error(`${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`, {
        cause: error,
      });
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`, { cause: error });
  }
}

async function holdsTables(url: string): Promise<boolean> {
  const database = await openDatabase({ url });
  try {
    const [row] = await rawRows(
      database.db,
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return Number(row?.n ?? 0) > 0;
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup of the configured database and the product images (MEDIA_DIR, or the S3
 * bucket's objects, copied into its media folder) into `target` (a new
 * folder): the embedded database as PGlite's own dump of its data folder (the store must be
 * stopped), a PostgreSQL server with pg_dump's custom format (taken while it runs: pg_dump reads
 * one consistent snapshot). The row counts go into manifest.json, for the restore to check.
 */
export async function takeBackup(config: ApiConfig, target: string): Promise<BackupManifest> {
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: a backup goes into a new folder`);
  fs.mkdirSync(target, { recursive: true });
  let kind: BackupManifest['database'];
  if (config.databaseUrl) {
    kind = 'postgres';
    await postgresTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(target, PG_DUMP_FILE)}`,
      config.databaseUrl,
    ]);
  } else {
    kind = 'pglite';
    refuseOpenEmbedded(config);
    if (!fs.existsSync(embeddedDir(config))) throw new Error(`no embedded database in ${embeddedDir(config)}`);
    const client = await PGlite.create({ dataDir: embeddedDir(config), extensions: { pg_trgm } });
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(path.join(target, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: kind,
    counts: await rowCounts(config),
    mediaFiles: await copyMediaFiles(mediaFilesFor(config), localMediaFiles(path.join(target, 'media'))),
  };
  fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(source: string): BackupManifest {
  const file = path.join(source, 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${source} is not a backup: it has no manifest.json`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${source}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/**
 * Restores a backup into the configured database, which must be empty (a
 * fresh data folder or a new PostgreSQL database), and its images into the configured store
 * (MEDIA_DIR or the S3 bucket), then counts the rows again: a restore that
 * does not find every product, order and customer the backup had is reported as failed.
 */
export async function restoreBackup(config: ApiConfig, source: string): Promise<BackupManifest> {
  const manifest = readManifest(source);
  if (config.databaseUrl) {
    if (manifest.database !== 'postgres')
      throw new Error('this backup is of the embedded database: restore it with DATABASE_URL unset');
    if (await holdsTables(config.databaseUrl))
      throw new Error('the database of DATABASE_URL already holds tables: restore into a new, empty database');
    await postgresTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      path.join(source, PG_DUMP_FILE),
    ]);
  } else {
    if (manifest.database !== 'pglite')
      throw new Error('this backup is of a PostgreSQL server: restore it with DATABASE_URL set');
    if (fs.existsSync(embeddedDir(config)) && fs.readdirSync(embeddedDir(config)).length > 0)
      throw new Error(`${embeddedDir(config)} already holds a database: restore into a fresh DATA_DIR`);
    const dump = new Blob([fs.readFileSync(path.join(source, PGLITE_FILE))]);
    fs.mkdirSync(embeddedDir(config), { recursive: true });
    const client = await PGlite.create({ dataDir: embeddedDir(config), loadDataDir: dump, extensions: { pg_trgm } });
    await client.close();
  }
  await copyMediaFiles(localMediaFiles(path.join(source, 'media')), mediaFilesFor(config));
  const found = await rowCounts(config);
  for (const table of Object.keys(manifest.counts) as (keyof RowCounts)[])
    if (found[table] !== manifest.counts[table])
      throw new Error(`restore incomplete: ${table} ${found[table]} of ${manifest.counts[table]}`);
  return manifest;
}
