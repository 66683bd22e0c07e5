import fs from 'node:fs';
import type { ApiConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { MediaStore } from './media/mediaStore';
import { upsertAdmin } from './modules/auth/adminSignIn';
import { seedCatalogueIfEmpty } from './seed/catalogSeed';
import { seedDemoCoupons } from './seed/couponSeed';

/** Opens the configured database, runs migrations and seeds the demo catalogue if asked. */
export async function prepareDatabase(config: ApiConfig, log: (message: string) => void): Promise<DatabaseHandle> {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  const dataDir = config.dataDir === 'memory://' ? 'memory://' : `${config.dataDir}/pglite`;
  const database = await openDatabase({ url: config.databaseUrl, dataDir });
  await database.migrate();
  if (config.admin) await upsertAdmin(database.db, config.admin.email, config.admin.password);
  if (config.seedDemoData) {
    const seeded = await seedCatalogueIfEmpty(database.db, new MediaStore(config.mediaDir, config.imageUrlEndpoint));
    if (seeded) log(`seeded ${seeded} demo products`);
    await seedDemoCoupons(database.db);
  }
  // Without statistics the planner sorts whole sections instead of walking the listing indexes
  // (measured on 10,000 products: 30 ms a page instead of 0.6 ms).
  await database.analyze();
  return database;
}
