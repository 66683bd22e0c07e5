import { prepareSiteData } from './testSite';

/** Once per run: the API data each browser test file's site starts on a copy of. */
export default async function globalSetup() {
  const started = Date.now();
  (globalThis as { removeSiteData?: () => void }).removeSiteData = await prepareSiteData();
  console.log(`\nBrowser tests: the API's data prepared once, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
