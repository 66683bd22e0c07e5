import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { PAGE_LIVE_ATTRIBUTE } from '@store/shared/config';
import { APPS, ROOT } from '../lib/apps';
import { chromePath, launchBrowser } from '../lib/browser';
import { median } from '../lib/loadTest';

export interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  /** Lighthouse's accessibility audits that failed in any run. */
  a11yFailing?: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** gzip KB fetched, by part: 'shell', 'shared libraries', 'catalog', ... */
  jsKb: Record<string, number>;
  jsTotalKb: number;
  /** Main-thread time by cause (Lighthouse's groups: script evaluation, style & layout, ...), ms. */
  mainThreadMs: Record<string, number>;
  /** The scripts costing the most main-thread time (evaluation + parse), ms, by file. */
  topScriptsMs: Record<string, number>;
}

type Items<T> = { items?: T[] } | undefined;

/** What kept the main thread busy, from Lighthouse's breakdown audits. */
function mainThreadOf(lhr: { audits: Record<string, { details?: unknown } | undefined> }) {
  const groups = (lhr.audits['mainthread-work-breakdown']?.details as Items<{ groupLabel: string; duration: number }>)
    ?.items;
  const scripts = (lhr.audits['bootup-time']?.details as Items<{ url: string; total: number }>)?.items;
  const mainThreadMs: Record<string, number> = {};
  for (const item of groups ?? []) mainThreadMs[item.groupLabel] = (mainThreadMs[item.groupLabel] ?? 0) + item.duration;
  const topScriptsMs: Record<string, number> = {};
  for (const item of [...(scripts ?? [])].sort((a, b) => b.total - a.total).slice(0, 4)) {
    const name = item.url.startsWith('http') ? new URL(item.url).pathname.split('/').pop() || item.url : item.url;
    topScriptsMs[name] = item.total;
  }
  return { mainThreadMs, topScriptsMs };
}

/** The median of each key over the samples (a key missing in a sample counts 0). */
function medianByKey(records: Record<string, number>[]): Record<string, number> {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return Object.fromEntries(keys.map((key) => [key, Math.round(median(records.map((record) => record[key] ?? 0)))]));
}

/** The shell's chunks of shared libraries: listed in its manifest, or third-party (licence banner). */
function sharedLibraryChunks(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const listed = manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async].map((f) => `/${f}`));
  const dir = path.join(ROOT, 'shell', 'dist', 'static', 'js', 'async');
  const bannered = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').slice(0, 200).includes('LICENSE'))
    .map((f) => `/static/js/async/${f}`);
  return new Set([...listed, ...bannered]);
}

/** Which part of the store a script belongs to, from its origin and, for the shell, its chunk. */
function partOf(scriptUrl: string, shellPort: number, ports: Map<number, string>, shared: Set<string>): string {
  const url = new URL(scriptUrl);
  const port = Number(url.port);
  if (port !== shellPort) return ports.get(port) ?? url.host;
  if (/\/index\.[0-9a-f]+\.js$/.test(url.pathname)) return 'shell entry + MF runtime';
  return shared.has(url.pathname) ? 'shared libraries' : 'shell';
}

/**
 * Lighthouse 12 (default mobile emulation, simulated throttling) on each page, `runs` times,
 * reporting the median of each figure. `prepare` may put state in the browser first (the bag).
 */
export async function measurePages(
  shellUrl: string,
  pages: { name: string; path: string; prepare?: (origin: string, cdpUrl: string) => Promise<void> }[],
  env: NodeJS.ProcessEnv,
  runs = 3,
): Promise<PageFigures[]> {
  const { default: lighthouse } = await import('lighthouse');
  const shellPort = Number(new URL(shellUrl).port);
  const ports = new Map<number, string>(
    APPS.flatMap((app) => (app.remote ? [[Number(env[app.portEnv]) || app.port, app.remote]] : [])),
  );
  const shared = sharedLibraryChunks();
  const figures: PageFigures[] = [];
  for (const page of pages) {
    const samples: PageFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromePath(),
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
      });
      try {
        if (page.prepare) await page.prepare(shellUrl, `http://127.0.0.1:${chrome.port}`);
        const result = await lighthouse(`${shellUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // A prepared page keeps its local storage (the bag); the HTTP cache is cleared either way.
          disableStorageReset: Boolean(page.prepare),
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${page.path}`);
        const requests =
          (
            lhr.audits['network-requests']?.details as {
              items?: { url: string; resourceType?: string; transferSize?: number }[];
            }
          )?.items ?? [];
        const jsKb: Record<string, number> = {};
        for (const request of requests.filter((r) => r.resourceType === 'Script')) {
          const part = partOf(request.url, shellPort, ports, shared);
          jsKb[part] = (jsKb[part] ?? 0) + (request.transferSize ?? 0) / 1024;
        }
        samples.push({
          page: page.name,
          performance: lhr.categories.performance?.score ?? 0,
          accessibility: lhr.categories.accessibility?.score ?? 0,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          jsKb,
          jsTotalKb: Object.values(jsKb).reduce((a, b) => a + b, 0),
          ...mainThreadOf(lhr),
          // What costs accessibility points, so a drop names its cause.
          a11yFailing: (lhr.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
        });
      } finally {
        await chrome.kill();
      }
    }
    const parts = [...new Set(samples.flatMap((s) => Object.keys(s.jsKb)))];
    figures.push({
      page: page.name,
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
      tbtMs: Math.round(median(samples.map((s) => s.tbtMs))),
      cls: Number(median(samples.map((s) => s.cls)).toFixed(3)),
      jsKb: Object.fromEntries(parts.map((part) => [part, Math.round(median(samples.map((s) => s.jsKb[part] ?? 0)))])),
      jsTotalKb: Math.round(median(samples.map((s) => s.jsTotalKb))),
      mainThreadMs: medianByKey(samples.map((s) => s.mainThreadMs)),
      topScriptsMs: medianByKey(samples.map((s) => s.topScriptsMs)),
      a11yFailing: [...new Set(samples.flatMap((s) => s.a11yFailing ?? []))],
    });
  }
  return figures;
}

/**
 * Visits each page once before measuring, as shoppers would have: the API's kept catalogue
 * answers and the static servers' compressed files are warm, as on a store that is running.
 */
export async function warmUp(shellUrl: string, paths: string[]): Promise<void> {
  const browser = await launchBrowser();
  try {
    // Lighthouse's phone (Moto G Power): the same image sizes are asked for, and kept.
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    for (const path of paths) await page.goto(`${shellUrl}${path}`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

/** Puts one accessory in the bag through the shop, in the browser Lighthouse will use. */
export async function withOneItemInBag(shellUrl: string, cdpUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(cdpUrl);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${shellUrl}/accessories`);
    // Live first: a card clicked while the listing hydrates can be lost (its slot still redraws the drawn HTML then).
    await page.waitForSelector(`html[${PAGE_LIVE_ATTRIBUTE}]`, { state: 'attached' });
    await page.getByTestId('product-card').first().click();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByText('Added to cart!').waitFor();
    // redux-persist writes after its throttle; wait for the bag to be stored.
    await page.waitForFunction(() => (localStorage.getItem('persist:store') ?? '').includes('itemId'));
    // Storage is kept for Lighthouse, the HTTP cache is not: /checkout is measured as a first load.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}
