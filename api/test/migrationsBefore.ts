import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createScratchDatabase } from '../src/db/scratchDatabase';

const drizzleDir = path.resolve(__dirname, '..', 'drizzle');

/** The migrations folder as it is: what a test migrates on to after writing the old way. */
export const currentMigrations = drizzleDir;

/** A copy of the migrations folder as it stood before `tag` (deleted again by the caller). */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(drizzleDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  for (const entry of journal.entries.slice(cut)) fs.rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A database of its own for a migration test, not yet migrated: embedded, or a scratch database
 * on TEST_DATABASE_URL's server. `rowsOf` reads a query's rows (both drivers answer `execute`
 * with `{ rows }`; drizzle's shared type does not say so). Call in the file's top level.
 */
export function unmigratedDatabase() {
  let handle: DatabaseHandle | null = null;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  beforeAll(async () => {
    scratch = process.env.TEST_DATABASE_URL
      ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'store_migration')
      : null;
    handle = await openDatabase({ url: scratch?.url ?? null });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });
  const current = () => {
    if (!handle) throw new Error('the migration database opens in beforeAll');
    return handle;
  };
  const rowsOf = async (query: SQL) =>
    (await current().db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return { handle: current, rowsOf };
}
