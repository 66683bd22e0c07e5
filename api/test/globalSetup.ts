import { prepareRunDatabase } from './preparedDatabase';

/** Once per Jest run: the migrated, seeded database each API test file starts on a copy of. */
export default async function globalSetup() {
  const started = Date.now();
  (globalThis as { removePreparedDatabase?: () => Promise<void> }).removePreparedDatabase = await prepareRunDatabase();
  console.log(`\nAPI tests: their database prepared once, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
