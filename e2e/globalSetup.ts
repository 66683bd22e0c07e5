import { prepareSiteData, startSharedBrowser, startSharedSite } from './testSite';

/** Once per run: the API data prepared, the site every browser test file shares started on it, and their browser. */
export default async function globalSetup() {
  let started = Date.now();
  // Chromium starts while the data is prepared (the browser waits on nothing of the site's).
  const browser = startSharedBrowser();
  browser.catch(() => {}); // a failed launch is thrown below, where it is awaited
  try {
    const removeSiteData = await prepareSiteData();
    console.log(`\nBrowser tests: the API's data prepared once, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const stopBrowser = await browser;
    started = Date.now();
    const stopSite = await startSharedSite();
    console.log(`Browser tests: the shared site started, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    (globalThis as { stopSharedSite?: () => Promise<void> }).stopSharedSite = async () => {
      await stopBrowser();
      await stopSite();
      await removeSiteData();
    };
  } catch (error) {
    await browser.then((stop) => stop()).catch(() => {});
    throw error;
  }
}
