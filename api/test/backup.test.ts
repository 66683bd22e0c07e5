import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig, type ApiConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { orders, products } from '../src/db/schema';
import { createScratchDatabase } from '../src/db/scratchDatabase';
import { mediaFilesFor } from '../src/media/mediaStore';
import { restoreBackup, takeBackup } from '../src/ops/backup';
import { prepareDatabase } from '../src/prepare';
import { startS3Server } from '../../scripts/lib/s3Server';
import { baseTestConfig, openPreparedDataDir, preparedServerDatabase } from './preparedDatabase';
import { insertPaidOrder, type TestApi } from './testApp';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
const folders: string[] = [];
const folder = (name: string) => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), `store-backup-${name}-`));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) fs.rmSync(made, { recursive: true, force: true });
});

/** A store's configuration on its own data and media folders (and database, when given). */
function storeConfig(dataDir: string, databaseUrl: string | null = null): ApiConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl,
    seedDemoData: true,
  };
}

/**
 * The seeded store: its demo images are the ones other tests drew already (testApp.ts), which take
 * seconds to draw, and its database the run's prepared one, seeded with those very images
 * (preparedDatabase.ts), instead of a new one migrated and seeded here (~50 s on a busy machine).
 */
async function seededStore(config: ApiConfig) {
  const generated = baseTestConfig().mediaDir;
  if (fs.existsSync(generated)) fs.cpSync(generated, config.mediaDir, { recursive: true });
  return prepareDatabase(config, () => {}, await openPreparedDataDir({ ...config, mediaDir: generated }));
}

/** A seeded store with two orders and an uploaded image of its own; its product and order ids. */
async function storeWithOrders(config: ApiConfig) {
  const database = await seededStore(config);
  try {
    const api = { database } as TestApi;
    const [product] = await database.db.select().from(products).limit(1);
    await insertPaidOrder(api, '+919811100001', { productId: product?.id });
    await insertPaidOrder(api, '+919811100002');
    fs.mkdirSync(path.join(config.mediaDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(config.mediaDir, 'uploads', 'photo.jpg'), 'an uploaded photo');
    return await idsOf(config);
  } finally {
    await database.close();
  }
}

async function idsOf(config: ApiConfig) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    const productIds = (await database.db.select({ id: products.id }).from(products)).map((row) => row.id).sort();
    const orderIds = (await database.db.select({ id: orders.id }).from(orders)).map((row) => row.id).sort();
    return { productIds, orderIds };
  } finally {
    await database.close();
  }
}

/**
 * The embedded database's and the bucket's backups do not touch TEST_DATABASE_URL's server: they
 * run in the API tests' embedded run (the PostgreSQL run's prepared databases are templates on
 * the server, so here each would migrate and seed an embedded one from nothing, about four
 * minutes of CI's time for a second run of the same test).
 */
const onEmbeddedRun = process.env.TEST_DATABASE_URL ? describe.skip : describe;

onEmbeddedRun('the embedded database', () => {
  it('is backed up with npm run backup and restored into a fresh data folder with every product, order and image', async () => {
    const live = storeConfig(folder('live'));
    const before = await storeWithOrders(live);
    expect(before.orderIds).toHaveLength(2);
    const target = path.join(folder('out'), 'nightly');
    const env = { ...process.env, DATA_DIR: live.dataDir, MEDIA_DIR: live.mediaDir, DATABASE_URL: '' };
    const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', '--to', target], { cwd: ROOT, env });
    expect(stdout).toContain(`${before.productIds.length} products, 2 orders`);

    const fresh = storeConfig(folder('fresh'));
    const restored = await run('npm', ['run', '--silent', 'restore', '--', target], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: fresh.dataDir, MEDIA_DIR: fresh.mediaDir },
    });
    expect(restored.stdout).toContain(`found all ${before.productIds.length} products, 2 orders`);
    expect(await idsOf(fresh)).toEqual(before);
    expect(fs.readFileSync(path.join(fresh.mediaDir, 'uploads', 'photo.jpg'), 'utf8')).toBe('an uploaded photo');
  }, 120_000);

  it('refuses to copy a database the store has open, and to restore over a database', async () => {
    const live = storeConfig(folder('open'));
    const database = await seededStore(live);
    try {
      await expect(takeBackup(live, folder('refused'))).rejects.toThrow(
        /is open \(postmaster.pid\): stop the store first/,
      );
    } finally {
      await database.close();
    }
    const target = path.join(folder('out'), 'one');
    await takeBackup(live, target);
    await expect(restoreBackup(live, target)).rejects.toThrow(
      /already holds a database: restore into a fresh DATA_DIR/,
    );
    await expect(restoreBackup(live, folder('empty'))).rejects.toThrow(/is not a backup: it has no manifest.json/);
  }, 120_000);
});

onEmbeddedRun('images in an S3 bucket', () => {
  it('are copied into the backup and back into the bucket of the restored store', async () => {
    const s3 = await startS3Server(['live-media', 'fresh-media']);
    try {
      const live = { ...storeConfig(folder('s3-live')), seedDemoData: false, s3: s3.settings('live-media') };
      await (await prepareDatabase(live, () => {}, await openPreparedDataDir(live))).close();
      await mediaFilesFor(live).write('products/a1.jpg', Buffer.from('first photo'));
      await mediaFilesFor(live).write('products/b2.png', Buffer.from('second photo'));
      const target = path.join(folder('s3-out'), 'nightly');
      expect((await takeBackup(live, target)).mediaFiles).toBe(2);
      expect(fs.readFileSync(path.join(target, 'media', 'products', 'a1.jpg'), 'utf8')).toBe('first photo');

      const fresh = { ...storeConfig(folder('s3-fresh')), seedDemoData: false, s3: s3.settings('fresh-media') };
      await restoreBackup(fresh, target);
      expect(await s3.keys('fresh-media')).toEqual(['products/a1.jpg', 'products/b2.png']);
      expect(String(await mediaFilesFor(fresh).read('products/b2.png'))).toBe('second photo');
    } finally {
      await s3.close();
    }
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('a PostgreSQL server', () => {
  it('is backed up with pg_dump while it runs and restored into a new database with every product and order', async () => {
    const source = await preparedServerDatabase(serverUrl as string, baseTestConfig(), 'store_backup');
    const empty = await createScratchDatabase(serverUrl as string, 'store_restore');
    try {
      const live = storeConfig(folder('pg'), source.url);
      const before = await storeWithOrders(live);
      const target = path.join(folder('pg-out'), 'nightly');
      expect((await takeBackup(live, target)).counts.orders).toBe(2);
      const fresh = storeConfig(folder('pg-fresh'), empty.url);
      await restoreBackup(fresh, target);
      expect(await idsOf(fresh)).toEqual(before);
      await expect(restoreBackup(fresh, target)).rejects.toThrow(/already holds tables/);
    } finally {
      await source.drop();
      await empty.drop();
    }
  }, 120_000);
});
