/** `npm start`: build what is stale, migrate and seed, serve everything, stop it all on Ctrl-C. */
import { SettingsError, settingsOrExit } from '@store/shared/settings';
import { buildApps } from './build';
import { startSite } from './lib/site';
import { siteSettings } from './lib/siteSettings';

async function main() {
  const started = Date.now();
  // Its own settings before the build; the API's are checked before it is spawned (startSite).
  settingsOrExit('npm start', () => siteSettings());
  buildApps(false);
  const site = await startSite();
  console.log(`\nThe store is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: open ${site.shellUrl}\n`);
  const shutdown = () => void site.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  if (error instanceof SettingsError) for (const problem of error.problems) console.error(`npm start: ${problem}`);
  else console.error(error);
  process.exit(1);
});
