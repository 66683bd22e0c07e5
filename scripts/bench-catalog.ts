/**
 * `npm run bench:catalog`: the catalogue at scale. Builds a store whose mens section holds
 * 10,000 products (embedded PGlite, or a fresh database on the server of BENCH_DATABASE_URL),
 * measures each listing filter's query (price, size in stock, colour, fabric, occasion, all at
 * once) straight on the database, uncached, with the plan PostgreSQL chose (an index, or the whole
 * table), then the listing API's latency per query shape with autocannon, then the time a shopper
 * waits for the first product card in Debian chromium. Writes bench-results/catalog-<database>.json.
 *
 * Env: BENCH_PARTS (queries,site: `queries` alone skips the build, the site and the browser), BENCH_PRODUCTS (10000), BENCH_SECONDS per query (5), BENCH_CONNECTIONS (10),
 * BENCH_DATABASE_URL (postgres://... server to use instead of PGlite).
 */
import fs from 'node:fs';
import { PAGE_LIVE_ATTRIBUTE } from '@store/shared/config';
import path from 'node:path';
import { loadConfig } from '../api/src/config';
import { planSummary, queryPlans } from '../api/src/db/queryPlans';
import { listProducts, type ListingFilter } from '../api/src/modules/catalog/listingQuery';
import { prepareDatabase } from '../api/src/prepare';
import { addScaleProducts } from '../api/src/seed/scaleCatalogue';
import { ROOT } from './lib/apps';
import { benchStore } from './lib/benchStore';
import { launchBrowser } from './lib/browser';
import { loadTest, median, type LoadResult } from './lib/loadTest';
import { startSite } from './lib/site';
import { buildApps } from './build';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS) || 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const BROWSER_RUNS = 5;
/** Each listing filter's query is timed this many times, one after another. */
const QUERY_RUNS = 30;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'queries,site').split(','));

/** The listing filters (issue 32), as the API takes them and as its query does. */
const FILTERS: [string, Partial<ListingFilter>, string][] = [
  ['price Rs.5,000-20,000', { minPrice: 5000, maxPrice: 20000 }, 'minPrice=5000&maxPrice=20000'],
  // Few products this cheap: walking the sort's index would read most of the section.
  ['price Rs.1,000-1,200 (few)', { minPrice: 1000, maxPrice: 1200 }, 'minPrice=1000&maxPrice=1200'],
  ['size upper:XS in stock', { size: ['upper:XS'] }, 'size=upper:XS'],
  ['colour Black', { colour: ['Black'] }, 'colour=Black'],
  ['fabric Silk', { fabric: ['Silk'] }, 'fabric=Silk'],
  ['occasion Wedding', { occasion: ['Wedding'] }, 'occasion=Wedding'],
  [
    'all five at once',
    { minPrice: 5000, maxPrice: 60000, size: ['upper:XS'], colour: ['Black'], fabric: ['Silk'], occasion: ['Wedding'] },
    'minPrice=5000&maxPrice=60000&size=upper:XS&colour=Black&fabric=Silk&occasion=Wedding',
  ],
];

async function main() {
  const store = await benchStore('bench', process.env.BENCH_DATABASE_URL);
  const env = {
    ...store.env,
    RELEASES_DIR: path.join(store.dataDir, 'releases'),
    SITE_SHELL_DIR: path.join(store.dataDir, 'shell'),
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
  await database.analyze();
  console.log(
    `catalogue: ${PRODUCTS} extra mens products on ${store.database === 'postgresql' ? 'PostgreSQL' : 'PGlite'} in ${Date.now() - started} ms`,
  );
  // Each filter's query as the API sends it when its answer is not cached (the first shopper
  // after a change), in the default sort; the site is not up yet (PGlite is one process's).
  const queries = [];
  for (const [name, filter] of PARTS.has('queries') ? FILTERS : []) {
    const listing: ListingFilter = { section: 'mens', type: null, sort: 'popular', limit: 24, ...filter };
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < QUERY_RUNS; run++) {
      const at = performance.now();
      found = (await listProducts(database.db, listing)).rows.length;
      times.push(performance.now() - at);
    }
    const [plan] = await queryPlans(database, (db) => listProducts(db, listing));
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (p: number) => Math.round((sorted[Math.floor((p / 100) * (sorted.length - 1))] ?? 0) * 10) / 10;
    const summary = planSummary(plan?.plan ?? []);
    queries.push({ name, found, p50: ms(50), p99: ms(99), plan: plan?.plan ?? [], summary });
    console.log(`${`query: ${name}`.padEnd(40)} p50 ${ms(50)} ms  p99 ${ms(99)} ms  ${found} found; ${summary}`);
  }
  await database.close();
  if (!PARTS.has('site')) {
    await store.dispose();
    return;
  }

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
      ...FILTERS.map(([name, , query]): [string, string] => [`filter: ${name}`, `${api}?limit=24&${query}`]),
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
    // The first cards are drawn by the server: the list only grows once its code is live.
    await page.waitForSelector(`html[${PAGE_LIVE_ATTRIBUTE}]`, { state: 'attached' });
    const before = await page.getByTestId('product-card').count();
    started = Date.now();
    await page.getByTestId('list-end').scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="product-card"]').length > n, before);
    const nextPageMs = Date.now() - started;
    console.log(`next page after scrolling to the end: ${nextPageMs} ms (${before} cards before)`);
    await browser.close();

    const report = {
      date: new Date().toISOString(),
      database: store.database,
      products: PRODUCTS,
      queries: { runs: QUERY_RUNS, results: queries },
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
    await store.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
