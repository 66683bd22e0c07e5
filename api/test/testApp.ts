import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/prepare';

/**
 * A seeded API on a fresh database: embedded in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by close()).
 */
export async function startTestApi() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `store_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_API_URL: 'http://api.test' }),
    databaseUrl,
    dataDir: 'memory://',
    // Generated images are the same every run: keep them between runs.
    mediaDir: path.join(os.tmpdir(), 'store-test-media'),
    // Variants start empty, so tests see images being made, not only read back.
    mediaCacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-variants-')),
    seedDemoData: true,
  };
  const database = await prepareDatabase(config, () => {});
  const app = await buildApp({ config, database });
  return {
    app,
    config,
    database,
    kind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(config.mediaCacheDir, { recursive: true, force: true });
    },
  };
}
