import { prepareSiteData, startSharedSite } from './testSite';

/** Once per run: the API data prepared, and the site every browser test file shares started on it. */
export default async function globalSetup() {
  let started = Date.now();
  const removeSiteData = await prepareSiteData();
  console.log(`\nBrowser tests: the API's data prepared once, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  const stopSite = await startSharedSite();
  console.log(`Browser tests: the shared site started, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  (globalThis as { stopSharedSite?: () => Promise<void> }).stopSharedSite = async () => {
    await stopSite();
    removeSiteData();
  };
}
