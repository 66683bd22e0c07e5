/** `npm start`: build what is stale, migrate and seed, serve everything, stop it all on Ctrl-C. */
import { buildApps } from './build';
import { startSite } from './lib/site';

async function main() {
  const started = Date.now();
  buildApps(false);
  const site = await startSite();
  console.log(`\nThe store is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: open ${site.shellUrl}\n`);
  const shutdown = () => void site.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
