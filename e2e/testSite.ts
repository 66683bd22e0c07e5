import { PAGE_LIVE_ATTRIBUTE } from '@store/shared/config';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../scripts/lib/browser';
import { nginxBinary } from '../scripts/lib/nginx';
import { startSite } from '../scripts/lib/site';
import { loadConfig } from '../api/src/config';
import { prepareDatabase } from '../api/src/prepare';

/** Where the run's migrated, seeded API data is (set by globalSetup.ts). */
const PREPARED_DATA_ENV = 'STORE_E2E_PREPARED_DATA_DIR';

/** The test site's settings: its own ports, with its data in `dataDir`. */
function testSiteEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(os.tmpdir(), 'store-test-media'),
    // Tests run the current builds, whatever a developer has made live locally.
    RELEASES_DIR: path.join(dataDir, 'releases'),
    SITE_SHELL_DIR: path.join(dataDir, 'shell'),
    // Where Debian's nginx is installed (as in CI), the apps are served by the very configs
    // the container images use; elsewhere by the Node static server `npm start` uses.
    STATIC_SERVER: process.env.STATIC_SERVER ?? (nginxBinary() ? 'nginx' : 'node'),
    LOG_LEVEL: 'warn',
    API_PORT: '4400',
    SHELL_PORT: '3400',
    CATALOG_PORT: '3401',
    CHECKOUT_PORT: '3402',
    ACCOUNT_PORT: '3403',
    ADMIN_PORT: '3404',
    CHAT_NUMBER: '910000000000',
    // The tests read and tap the WhatsApp sandbox's messages as the shopper's phone would.
    WHATSAPP_SANDBOX_TESTER: 'on',
  };
}

/**
 * Once per run (globalSetup.ts): the API's embedded database migrated and seeded as a test
 * site's API would at its start, which took ~30 s of each file. Each site starts on a copy of it
 * (its API then finds nothing to migrate or seed). Resolves to the function that removes it.
 */
export async function prepareSiteData(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-prepared-'));
  const config = loadConfig(testSiteEnv(dir));
  if (config.databaseUrl) return () => fs.rmSync(dir, { recursive: true, force: true });
  const database = await prepareDatabase(config, () => {});
  await database.close();
  process.env[PREPARED_DATA_ENV] = dir;
  return () => {
    delete process.env[PREPARED_DATA_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** The built site on its own ports (4400, 3400-3404) with a fresh data directory. */
export async function startTestSite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
  // nginx's workers run as another user: the shell copy served from here must be readable.
  fs.chmodSync(dataDir, 0o755);
  const prepared = process.env[PREPARED_DATA_ENV];
  if (prepared) fs.cpSync(path.join(prepared, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const site = await startSite(testSiteEnv(dataDir), 'ignore');
  return {
    site,
    /** Where this site's API keeps its data and outboxes (SMS codes, e-mails). */
    dataDir,
    stop: async () => {
      await site.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SiteSession {
  site: Awaited<ReturnType<typeof startTestSite>>['site'];
  dataDir: string;
  browser: Browser;
  /** A fresh desktop-sized page per test. */
  page: Page;
  url(route: string): string;
  /**
   * Opens a route and waits until its page is live (its code has taken over the server's HTML,
   * `data-live` on <html>): a drawn page shows before it can react to more than plain links.
   */
  open(route: string, page?: Page): Promise<void>;
}

/** Registers the hooks of a browser test file: one site and browser per file, a page per test. */
export function siteSession(): SiteSession {
  let testSite: Awaited<ReturnType<typeof startTestSite>> | undefined;
  const session = {
    url: (route: string) => `${session.site.shellUrl}${route}`,
    open: async (route: string, page: Page = session.page) => {
      await page.goto(session.url(route));
      await page.waitForSelector(`html[${PAGE_LIVE_ATTRIBUTE}]`, { state: 'attached' });
    },
  } as SiteSession;
  beforeAll(async () => {
    testSite = await startTestSite();
    session.site = testSite.site;
    session.dataDir = testSite.dataDir;
    session.browser = await launchBrowser();
    // The render server loads a remote's server code on its first draw, and a draw that waits
    // longer than its budget is left to the browser (the page is still whole, with JavaScript):
    // a page a test reads without JavaScript must not be the first one the server ever drew.
    await fetch(session.url('/mens'));
  }, 180_000);
  afterAll(async () => {
    await session.browser?.close();
    await testSite?.stop();
  });
  // Every test runs under the shell's Content Security Policy: anything it refuses fails the test.
  let refused: string[] = [];
  beforeEach(async () => {
    refused = [];
    session.page = await session.browser.newPage({ viewport: { width: 1280, height: 800 } });
    session.page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
  });
  afterEach(async () => {
    await session.page.close();
    expect(refused).toEqual([]);
  });
  return session;
}
