/**
 * `npm run bench:catalog`: the catalogue at scale. Builds a store whose mens section holds
 * 10,000 products (embedded PGlite, or a fresh database on the server of BENCH_DATABASE_URL),
 * measures the listing API's latency per query shape with autocannon, then the time a shopper
 * waits for the first product card in Debian chromium. Writes bench-results/catalog.json.
 *
 * Env: BENCH_PRODUCTS (10000), BENCH_SECONDS per query (5), BENCH_CONNECTIONS (10),
 * BENCH_DATABASE_URL (postgres://... server to use instead of PGlite).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/src/config';
import { createScratchDatabase } from '../api/src/db/scratchDatabase';
import { prepareDatabase } from '../api/src/prepare';
import { addScaleProducts } from '../api/src/seed/scaleCatalogue';
import { ROOT } from './lib/apps';
import { launchBrowser } from './lib/browser';
import { loadTest, median, type LoadResult } from './lib/loadTest';
import { startSite } from './lib/site';
import { buildApps } from './build';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS) || 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const BROWSER_RUNS = 5;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  const server = process.env.BENCH_DATABASE_URL
    ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'store_bench')
    : null;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(os.tmpdir(), 'store-test-media'),
    DATABASE_URL: server?.url ?? '',
    LOG_LEVEL: 'warn',
    RELEASES_DIR: path.join(dataDir, 'releases'),
    SITE_SHELL_DIR: path.join(dataDir, 'shell'),
    API_PORT: '4500',
    SHELL_PORT: '3500',
    CATALOG_PORT: '3501',
    CHECKOUT_PORT: '3502',
    ACCOUNT_PORT: '3503',
    ADMIN_PORT: '3504',
  };

  let started = Date.now();
  const database = await prepareDatabase({ ...loadConfig(env), seedDemoData: true }, console.log);
  await addScaleProducts(database.db, 'mens', PRODUCTS);
  await database.close();
  console.log(
    `catalogue: ${PRODUCTS} extra mens products on ${server ? 'PostgreSQL' : 'PGlite'} in ${Date.now() - started} ms`,
  );

  buildApps(false);
  const site = await startSite(env, 'ignore');
  try {
    const api = `${site.apiUrl}/api/products/mens`;
    // A cursor half way down the default order: the 50th page of 100.
    let deep = '';
    for (let page = 0; page < 50; page++) {
      const response = await fetch(`${api}?limit=100${deep ? `&cursor=${deep}` : ''}`);
      deep = response.headers.get('x-next-cursor') ?? '';
    }
    const shapes: [string, string][] = [
      ['first page, Most Popular', `${api}?limit=24`],
      ['first page, Newest', `${api}?limit=24&sort=newest`],
      ['first page, Price: Low to High', `${api}?limit=24&sort=price-asc`],
      ['first page, Best Rating', `${api}?limit=24&sort=rating`],
      ['one category (suits)', `${api}?limit=24&type=suits`],
      ['search "velvet"', `${api}?limit=24&search=velvet`],
      ['search with no match', `${api}?limit=24&search=zzzz`],
      ['page 51 by cursor', `${api}?limit=24&cursor=${deep}`],
      [
        'product by id',
        `${site.apiUrl}/products/${((await (await fetch(`${api}?limit=1`)).json()) as { _id: string }[])[0]?._id}`,
      ],
    ];
    const http: LoadResult[] = [];
    for (const [name, url] of shapes) {
      const result = await loadTest(name, url, { seconds: SECONDS, connections: CONNECTIONS });
      http.push(result);
      console.log(
        `${name.padEnd(32)} p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms  ${result.rps} req/s  errors ${result.errors}`,
      );
    }

    const browser = await launchBrowser();
    const firstCard: Record<string, number[]> = {};
    for (const route of ['/mens', '/mens?type=all&search=velvet', '/mens?type=all&sort=price-desc']) {
      firstCard[route] = [];
      for (let run = 0; run < BROWSER_RUNS; run++) {
        // A new context each time: an empty HTTP cache, as on a first visit.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        started = Date.now();
        await page.goto(`${site.shellUrl}${route}`);
        await page.getByTestId('product-card').first().waitFor();
        firstCard[route].push(Math.round(await page.evaluate(() => performance.now())));
        await context.close();
      }
      console.log(
        `first card on ${route.padEnd(32)} median ${median(firstCard[route])} ms (runs: ${firstCard[route].join(', ')})`,
      );
    }

    // Endless scroll: how long from reaching the end of the grid to the next page on screen.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.shellUrl}/mens`);
    await page.getByTestId('product-card').first().waitFor();
    const before = await page.getByTestId('product-card').count();
    started = Date.now();
    await page.getByTestId('list-end').scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="product-card"]').length > n, before);
    const nextPageMs = Date.now() - started;
    console.log(`next page after scrolling to the end: ${nextPageMs} ms (${before} cards before)`);
    await browser.close();

    const report = {
      date: new Date().toISOString(),
      database: server ? 'postgresql' : 'pglite',
      products: PRODUCTS,
      http: { seconds: SECONDS, connections: CONNECTIONS, results: http },
      firstCardMs: Object.fromEntries(
        Object.entries(firstCard).map(([route, runs]) => [route, { median: median(runs), runs }]),
      ),
      nextPageMs,
    };
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    const file = path.join(ROOT, 'bench-results', `catalog-${report.database}.json`);
    fs.writeFileSync(file, JSON.stringify(report, null, 2));
    console.log(`written ${path.relative(ROOT, file)}`);
  } finally {
    await site.stop();
    await server?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
