/**
 * npm run backup [-- --to <folder>]: the configured database (embedded or DATABASE_URL) and the
 * product images (MEDIA_DIR or the S3 bucket) into a new folder (default backups/<time>), with a manifest of row counts.
 * npm run restore -- <folder>: that backup into the configured, empty database and image store.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { mediaFilesFor } from '../media/mediaStore';
import { restoreBackup, takeBackup } from '../ops/backup';

async function main() {
  const { values, positionals } = parseArgs({ options: { to: { type: 'string' } }, allowPositionals: true });
  const [command, source] = positionals;
  const config = loadConfig();
  const where = config.databaseUrl
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '').slice(0, 17);
    const target = path.resolve(values.to ?? path.join(config.dataDir, '..', 'backups', stamp));
    const manifest = await takeBackup(config, target);
    console.log(`backed up ${where} and ${manifest.mediaFiles} images to ${target}`);
    console.log(
      `  ${manifest.counts.products} products, ${manifest.counts.orders} orders, ${manifest.counts.customers} accounts`,
    );
  } else if (command === 'restore' && source) {
    const manifest = await restoreBackup(config, path.resolve(source));
    console.log(`restored the backup of ${manifest.createdAt} into ${where} and ${mediaFilesFor(config).where}`);
    console.log(
      `  found all ${manifest.counts.products} products, ${manifest.counts.orders} orders, ${manifest.counts.customers} accounts`,
    );
  } else {
    console.error('usage: npm run backup [-- --to <folder>]   |   npm run restore -- <backup folder>');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
