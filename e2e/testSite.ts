import { PAGE_LIVE_ATTRIBUTE } from '@store/shared/config';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { launchBrowser, launchBrowserServer } from '../scripts/lib/browser';
import { nginxBinary } from '../scripts/lib/nginx';
import { APPS } from '../scripts/lib/apps';
import { startSite, type Site } from '../scripts/lib/site';
import { loadConfig } from '../api/src/config';
import { createScratchDatabase } from '../api/src/db/scratchDatabase';
import { prepareDatabase } from '../api/src/prepare';

/** Where the run's migrated, seeded API data is (set by globalSetup.ts). */
const PREPARED_DATA_ENV = 'STORE_E2E_PREPARED_DATA_DIR';

/**
 * The run's migrated, seeded PostgreSQL database (set by globalSetup.ts when the run names a
 * server in API_TESTS_DATABASE_URL, as CI does), which each site copies: the sites' APIs then
 * spend their CPU on the store, not on an embedded database, beside the API tests' own run there.
 */
const PREPARED_DATABASE_ENV = 'STORE_E2E_PREPARED_DATABASE_URL';

/** Where the run's shared site is (set by globalSetup.ts): its addresses, data and control (TestSite). */
const SHARED_SITE_ENV = 'STORE_E2E_SITE';

/** Where the run's browser listens (set by globalSetup.ts): each file connects instead of launching its own. */
const SHARED_BROWSER_ENV = 'STORE_E2E_BROWSER';

/** The shared site's ports (API 4400, apps 3400-3404, render server 3500); a file's own site's are these + 50. */
const API_PORT = 4400;
const APP_PORTS = { SHELL_PORT: 3400, CATALOG_PORT: 3401, CHECKOUT_PORT: 3402, ACCOUNT_PORT: 3403, ADMIN_PORT: 3404 };
const OWN_SITE_OFFSET = 50;
/** Where the shared site takes orders to stop, start or move its parts (tests in any Jest worker reach it). */
const CONTROL_PORT = 4399;

/** The test site's settings: its ports (moved by `offset`), with its data in `dataDir` (or `databaseUrl`). */
function testSiteEnv(dataDir: string, offset = 0, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    MEDIA_DIR: path.join(os.tmpdir(), 'store-test-media'),
    // Tests run the current builds, whatever a developer has made live locally.
    RELEASES_DIR: path.join(dataDir, 'releases'),
    SITE_SHELL_DIR: path.join(dataDir, 'shell'),
    // Where Debian's nginx is installed (as in CI), the apps are served by the very configs
    // the container images use; elsewhere by the Node static server `npm start` uses.
    STATIC_SERVER: process.env.STATIC_SERVER ?? (nginxBinary() ? 'nginx' : 'node'),
    LOG_LEVEL: 'warn',
    API_PORT: String(API_PORT + offset),
    ...Object.fromEntries(Object.entries(APP_PORTS).map(([name, port]) => [name, String(port + offset)])),
    CHAT_NUMBER: '910000000000',
    // The tests read and tap the WhatsApp sandbox's messages as the shopper's phone would.
    WHATSAPP_SANDBOX_TESTER: 'on',
  };
}

/**
 * Once per run (globalSetup.ts): the API's database migrated and seeded as a test site's API
 * would at its start, which took ~30 s of each file. On a PostgreSQL server when the run names
 * one (API_TESTS_DATABASE_URL: a database of its own, dropped at the end), else embedded: each
 * site starts on a copy of it (its API then finds nothing to migrate or seed). Resolves to the
 * function that removes it.
 */
export async function prepareSiteData(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-prepared-'));
  const server = process.env.API_TESTS_DATABASE_URL;
  const scratch = server ? await createScratchDatabase(server, 'store_e2e') : undefined;
  const config = loadConfig(testSiteEnv(dir, 0, scratch?.url));
  // A DATABASE_URL of the developer's own: the site runs on it as it is.
  if (!scratch && config.databaseUrl) return async () => fs.rmSync(dir, { recursive: true, force: true });
  const database = await prepareDatabase(config, () => {});
  await database.close();
  if (scratch) process.env[PREPARED_DATABASE_ENV] = scratch.url;
  else process.env[PREPARED_DATA_ENV] = dir;
  return async () => {
    delete process.env[PREPARED_DATA_ENV];
    delete process.env[PREPARED_DATABASE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
    await scratch?.drop();
  };
}

/**
 * A site's copy of the run's prepared data: a PostgreSQL database of its own made from the
 * prepared one (its URL, and its drop), or its embedded data directory. Its API finds nothing to
 * migrate or seed.
 */
export async function copyPreparedData(dataDir: string): Promise<{ url?: string; drop(): Promise<void> }> {
  const preparedDatabase = process.env[PREPARED_DATABASE_ENV];
  if (preparedDatabase) {
    const template = new URL(preparedDatabase).pathname.slice(1);
    return createScratchDatabase(preparedDatabase, 'store_e2e_site', { template });
  }
  const prepared = process.env[PREPARED_DATA_ENV];
  if (prepared) fs.cpSync(path.join(prepared, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  return { drop: async () => {} };
}

/**
 * The built site with a fresh data directory: on the shared ports (4400, 3400-3404), or with
 * `own` on its own (4450, 3450-3454), beside the shared one.
 */
export async function startTestSite({ own = false }: { own?: boolean } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
  // nginx's workers run as another user: the shell copy served from here must be readable.
  fs.chmodSync(dataDir, 0o755);
  const data = await copyPreparedData(dataDir);
  // A stuck start still fails, but a loaded CI machine's slow one (over 2 minutes seen) does not.
  const site = await startSite(testSiteEnv(dataDir, own ? OWN_SITE_OFFSET : 0, data.url), 'ignore', 300_000);
  // The render server loads a remote's server code on its first draw, and a draw that waits
  // longer than its budget is left to the browser (the page is still whole, with JavaScript):
  // a page a test reads without JavaScript must not be the first one the server ever drew.
  await fetch(`${site.shellUrl}/mens`);
  return {
    site,
    /** Where this site's API keeps its data and outboxes (SMS codes, e-mails). */
    dataDir,
    stop: async () => {
      await site.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await data.drop();
    },
  };
}

/** What a test file may do to its site: read its addresses, stop, start and move its parts. */
export type TestSite = Pick<
  Site,
  'shellUrl' | 'shellRoot' | 'apiUrl' | 'staticServer' | 'stopApp' | 'startApp' | 'moveRemote' | 'stopApi' | 'startApi'
>;
type Control = 'stopApp' | 'startApp' | 'moveRemote' | 'stopApi' | 'startApi' | 'restore';

/**
 * Once per run (globalSetup.ts): the site every browser test file shares, and a small HTTP
 * server through which a file stops, starts or moves its parts (the Site lives in Jest's parent
 * process; test files run in their own module registries, or other workers). Resolves to its stop.
 */
export async function startSharedSite(): Promise<() => Promise<void>> {
  const testSite = await startTestSite();
  const { site } = testSite;
  const moved = new Map<string, string>();
  const controls: Record<Control, (...args: string[]) => Promise<unknown>> = {
    stopApp: (dir) => site.stopApp(dir),
    startApp: (dir) => site.startApp(dir),
    moveRemote: async (remote, manifestUrl) => {
      const before = await site.moveRemote(remote, manifestUrl);
      // Its own address, to put back after the file; forgotten when the file puts it back itself.
      if (!moved.has(remote)) moved.set(remote, before);
      else if (moved.get(remote) === manifestUrl) moved.delete(remote);
      return before;
    },
    stopApi: () => site.stopApi(),
    startApi: () => site.startApi(),
    // After each file: every part up and at its own address again, whatever the file left behind.
    restore: async () => {
      for (const [remote, manifestUrl] of moved) await site.moveRemote(remote, manifestUrl);
      moved.clear();
      for (const app of APPS) await site.startApp(app.dir);
      if (site.api.exitCode !== null || site.api.signalCode !== null) await site.startApi();
    },
  };
  // One at a time: a test that timed out may still be moving the shell when the next call comes,
  // and two starts of it at once would leave a render server on its port with the old config.
  let previous: Promise<unknown> = Promise.resolve();
  const control = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const run = controls[request.url?.slice(1) as Control];
      if (!run) return response.writeHead(404).end();
      const done = previous.then(() => run(...(JSON.parse(body || '[]') as string[])));
      previous = done.catch(() => {});
      done.then(
        (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null)),
        (error: Error) => response.writeHead(500).end(error.stack ?? String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve));
  const shared = {
    shellUrl: site.shellUrl,
    shellRoot: site.shellRoot,
    apiUrl: site.apiUrl,
    staticServer: site.staticServer,
    dataDir: testSite.dataDir,
  };
  process.env[SHARED_SITE_ENV] = JSON.stringify(shared);
  return async () => {
    delete process.env[SHARED_SITE_ENV];
    await new Promise((resolve) => control.close(resolve));
    await testSite.stop();
  };
}

/**
 * Once per run (globalSetup.ts): the browser every file connects to. Launching chromium (and
 * closing it) took seconds of each file's time on a loaded machine. A file still gets browser
 * contexts of its own: a connection's contexts are closed when it disconnects. Resolves to its stop.
 */
export async function startSharedBrowser(): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
  return async () => {
    delete process.env[SHARED_BROWSER_ENV];
    await server.close();
  };
}

/** The run's browser when globalSetup.ts started one, else one of the file's own. */
function fileBrowser(): Promise<Browser> {
  const endpoint = process.env[SHARED_BROWSER_ENV];
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

/** The shared site as a test file sees it: its addresses, and its parts moved through the control server. */
function sharedSite(): { site: TestSite; dataDir: string; restore(): Promise<void> } | undefined {
  const shared = process.env[SHARED_SITE_ENV];
  if (!shared) return undefined;
  const { dataDir, ...addresses } = JSON.parse(shared) as Pick<
    Site,
    'shellUrl' | 'shellRoot' | 'apiUrl' | 'staticServer'
  > & {
    dataDir: string;
  };
  const call = async <T = void>(name: Control, ...args: string[]): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${CONTROL_PORT}/${name}`, {
      method: 'POST',
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new Error(`the shared site's ${name}(${args.join(', ')}) failed: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    dataDir,
    site: {
      ...addresses,
      stopApp: (dir) => call('stopApp', dir),
      startApp: (dir) => call('startApp', dir),
      moveRemote: (remote, manifestUrl) => call<string>('moveRemote', remote, manifestUrl),
      stopApi: () => call('stopApi'),
      startApi: () => call('startApi'),
    },
    restore: () => call('restore'),
  };
}

export interface SiteSession {
  site: TestSite;
  /** Where the site's API keeps its data and outboxes (shared by every file on the shared site). */
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

/**
 * Registers the hooks of a browser test file: the run's shared site (started by globalSetup.ts),
 * a browser per file and a page per test. `ownSite` starts a site of the file's own on other
 * ports instead, for a file that must change what every other file relies on (kill the API, run
 * other settings). Files share the site's data: each signs in its own shoppers and assumes
 * nothing about what others ordered.
 */
export function siteSession({ ownSite = false }: { ownSite?: boolean } = {}): SiteSession {
  let own: Awaited<ReturnType<typeof startTestSite>> | undefined;
  let shared: ReturnType<typeof sharedSite>;
  const session = {
    url: (route: string) => `${session.site.shellUrl}${route}`,
    open: async (route: string, page: Page = session.page) => {
      await page.goto(session.url(route));
      await page.waitForSelector(`html[${PAGE_LIVE_ATTRIBUTE}]`, { state: 'attached' });
    },
  } as SiteSession;
  beforeAll(async () => {
    shared = ownSite ? undefined : sharedSite();
    // Without the shared site (a Jest config without globalSetup.ts), the file starts one on the usual ports.
    const testSite = shared ?? (own = await startTestSite({ own: ownSite }));
    session.site = testSite.site;
    session.dataDir = testSite.dataDir;
    session.browser = await fileBrowser();
  }, 360_000);
  afterAll(async () => {
    await session.browser?.close();
    await own?.stop();
    await shared?.restore();
  }, 180_000);
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
