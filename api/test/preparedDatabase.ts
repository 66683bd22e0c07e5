import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type ApiConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createScratchDatabase } from '../src/db/scratchDatabase';
import { prepareDatabase } from '../src/prepare';

/**
 * Migrating and seeding a fresh database took most of an API test file's time (~30 s of it on
 * a busy CI machine, twice per run: PGlite, then PostgreSQL). Jest's globalSetup now does it once
 * per run and each file's API starts on a copy: the embedded database from a dump of its data
 * directory, a PostgreSQL one by `create database ... template`. The copy is the very database
 * the file would have prepared itself; prepareDatabase still runs on it (migrations found done,
 * the catalogue found seeded, the admin upserted, statistics refreshed).
 */

/** Where the run's prepared database is, for the test workers (set by globalSetup). */
const PREPARED_ENV = 'STORE_TEST_PREPARED_DATABASE';

/** The test API's configuration before a file's own overrides: the embedded database in memory, the demo catalogue. */
export function baseTestConfig(): ApiConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_API_URL: 'http://api.test',
      // The search's behaviour tests run on either engine (the default, memory, unless set).
      ...(process.env.SEARCH_ENGINE ? { SEARCH_ENGINE: process.env.SEARCH_ENGINE } : {}),
    }),
    databaseUrl: null,
    dataDir: 'memory://',
    // Generated images are the same every run: keep them between runs.
    mediaDir: path.join(os.tmpdir(), 'store-test-media'),
    seedDemoData: true,
  };
}

/** What prepareDatabase leaves in a fresh database depends on these settings only. */
function preparedBy(config: ApiConfig): string {
  const { seedDemoData, mediaDir, s3, admin, migrateAtStart } = config;
  // The pictures' store matters only to the seed.
  return JSON.stringify(seedDemoData ? { mediaDir, s3, admin, migrateAtStart } : { admin, migrateAtStart });
}

/** Each prepared database by preparedBy() of its configuration: a dump of the embedded one (a tar file), or a PostgreSQL template. */
type Prepared = Record<string, { dump?: string; template?: string }>;

/**
 * Prepares the run's databases, on TEST_DATABASE_URL's server when set (else embedded), and tells
 * the workers where they are: migrated only (files with SEED_DEMO_DATA off), then seeded too.
 * Resolves to the function that removes them again.
 */
export async function prepareRunDatabase(): Promise<() => Promise<void>> {
  const seeded = baseTestConfig();
  // Each state is the one before it, prepared further.
  const states = [{ ...seeded, seedDemoData: false }, seeded];
  const serverUrl = process.env.TEST_DATABASE_URL;
  const prepared: Prepared = {};
  const removals: (() => Promise<void>)[] = [];
  if (serverUrl) {
    let previous: string | undefined;
    for (const config of states) {
      const template = await createScratchDatabase(serverUrl, 'store_test_template', { template: previous });
      removals.unshift(template.drop);
      const database = await prepareDatabase({ ...config, databaseUrl: template.url }, () => {});
      // A template is copied only while nobody is connected to it.
      await database.close();
      previous = new URL(template.url).pathname.slice(1);
      prepared[preparedBy(config)] = { template: previous };
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-db-'));
    removals.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    let database: DatabaseHandle | undefined;
    for (const [index, config] of states.entries()) {
      database = await prepareDatabase(config, () => {}, database);
      const dump = path.join(dir, `prepared-${index}.tar`);
      fs.writeFileSync(dump, Buffer.from(await (await dumpDataDir(database)).arrayBuffer()));
      prepared[preparedBy(config)] = { dump };
    }
    await database?.close();
  }
  process.env[PREPARED_ENV] = JSON.stringify(prepared);
  return async () => {
    delete process.env[PREPARED_ENV];
    for (const remove of removals) await remove();
  };
}

async function dumpDataDir(database: DatabaseHandle): Promise<Blob> {
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  return client.dumpDataDir('none');
}

const preparedCopy = (config: ApiConfig) =>
  (JSON.parse(process.env[PREPARED_ENV] ?? '{}') as Prepared)[preparedBy(config)];

/**
 * A new database on a PostgreSQL server for an API of this configuration (the test API's by
 * default) that a test keeps across restarts or shares with worker processes: a copy of the
 * run's prepared one (a fraction of a second) instead of an empty one its API migrates and seeds
 * (tens of seconds each on the CI machine).
 */
export function preparedServerDatabase(serverUrl: string, config: ApiConfig = baseTestConfig(), prefix = 'store_test') {
  return createScratchDatabase(serverUrl, prefix, { template: preparedCopy(config)?.template });
}

/**
 * A fresh database for a test API of this configuration: a copy of the run's prepared one when
 * one was prepared the same way, else a new empty one (the file's API then migrates and
 * seeds it itself). `opened` is the embedded one, already open; `url` a PostgreSQL one.
 */
export async function freshDatabase(
  config: ApiConfig,
): Promise<{ url: string | null; opened?: DatabaseHandle; drop(): Promise<void> }> {
  const copy = preparedCopy(config);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await preparedServerDatabase(serverUrl, config);
    return { url: scratch.url, drop: scratch.drop };
  }
  const opened = copy?.dump
    ? await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(copy.dump)]) })
    : undefined;
  return { url: null, opened, drop: async () => {} };
}

/**
 * A persistent embedded database (a test's own DATA_DIR, kept across its API's restarts) that
 * does not exist yet: made from the run's prepared dump, opened. Undefined when it exists (a
 * restart) or nothing fits: the API then opens, migrates and seeds it itself.
 */
export async function openPreparedDataDir(config: ApiConfig): Promise<DatabaseHandle | undefined> {
  const dump = preparedCopy(config)?.dump;
  const dataDir = path.join(config.dataDir, 'pglite');
  if (config.databaseUrl || config.dataDir === 'memory://' || !dump || fs.existsSync(dataDir)) return undefined;
  return openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(dump)]) });
}
