import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../api/src/db/scratchDatabase';

export interface BenchStore {
  /** The store's own data folder (the embedded database, outboxes), deleted by `dispose`. */
  dataDir: string;
  /** The scratch database's URL; empty for the embedded PGlite in `dataDir`. */
  databaseUrl: string;
  database: 'postgresql' | 'pglite';
  /** What every process of the run shares: this store's folders and database, quiet logs. */
  env: NodeJS.ProcessEnv;
  /** Drops the scratch database and deletes the data folder. */
  dispose(): Promise<void>;
}

/**
 * A throwaway store for a bench or the soak: a fresh data folder and, when `serverUrl` names a
 * PostgreSQL server, a scratch database on it (else the embedded PGlite in that folder). Demo
 * pictures are drawn once into a shared folder, so runs do not redraw them. `keep`: the database
 * outlives the run, for another (`reuse`) to measure again without building it anew.
 */
export async function benchStore(
  name: string,
  serverUrl: string | undefined,
  /** A database an earlier run kept (`keep`): used as it is, and kept again. */
  { reuse, keep = false }: { reuse?: string; keep?: boolean } = {},
): Promise<BenchStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `store-${name}-`));
  const server = reuse
    ? { url: reuse, drop: async () => {} }
    : serverUrl
      ? await createScratchDatabase(serverUrl, `store_${name.replace(/-/g, '_')}`)
      : null;
  const databaseUrl = server?.url ?? '';
  return {
    dataDir,
    databaseUrl,
    database: server ? 'postgresql' : 'pglite',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(os.tmpdir(), 'store-test-media'),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
    },
    async dispose() {
      if (keep && server) console.log(`kept the database: BENCH_REUSE_DATABASE_URL=${server.url}`);
      else await server?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
