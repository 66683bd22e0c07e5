/**
 * `npm run bench` (not part of `npm test`): the production build started as `npm start` starts
 * it, measured three ways, printed as one table and written to bench-results/bench-<date>.json.
 *
 * 1. Pages: Lighthouse 12, mobile, simulated throttling, median of 5, on /, /mens, a product
 *    and /checkout with one item in the bag; JavaScript by part (gzip KB).
 * 2. API: autocannon on the listing, a product and create-order, each beside its ceiling, on
 *    PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
 * 3. Render server: a product page from its page cache, and with the cache off.
 * 4. Scale: `npm run bench:catalog` (10,000 products in a section) holds the figures at scale.
 *
 * Env: BENCH_RUNS (5), BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL, and
 * BENCH_ONLY=pages for the pages alone (Lighthouse and first-load JS, about a quarter of the time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApps } from '../build';
import { ROOT } from '../lib/apps';
import { benchStore, type BenchStore } from '../lib/benchStore';
import { startSite, type Site } from '../lib/site';
import { measureApi, type RouteFigures } from './api';
import { measurePages, warmUp, withOneItemInBag, type PageFigures } from './pages';
import { measureRender, type RenderFigures, type StreamFigures } from './render';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const PAGES_ONLY = process.env.BENCH_ONLY === 'pages';

function siteEnv(store: BenchStore): NodeJS.ProcessEnv {
  return {
    ...store.env,
    RELEASES_DIR: path.join(store.dataDir, 'releases'),
    SITE_SHELL_DIR: path.join(store.dataDir, 'shell'),
    BENCH_CEILING: '1',
    // The bench is one client sending as many shoppers: per-client limits would measure the 429s.
    RATE_LIMITS: 'off',
    STATIC_SERVER: 'node',
    API_PORT: '4600',
    SHELL_PORT: '3600',
    CATALOG_PORT: '3601',
    CHECKOUT_PORT: '3602',
    ACCOUNT_PORT: '3603',
    ADMIN_PORT: '3604',
    RELEASES_PORT: '3605',
  };
}

/** The site on a throwaway store: embedded PGlite, or a scratch database on `serverUrl`. */
async function withSite<T>(
  serverUrl: string | undefined,
  work: (site: Site, env: NodeJS.ProcessEnv) => Promise<T>,
): Promise<T> {
  const store = await benchStore('bench', serverUrl);
  try {
    const env = siteEnv(store);
    const site = await startSite(env, 'ignore');
    try {
      return await work(site, env);
    } finally {
      await site.stop();
    }
  } finally {
    await store.dispose();
  }
}

function printPages(pages: PageFigures[]) {
  console.log('\npage            perf  a11y  LCP ms  TBT ms   CLS   JS KB  (by part)');
  for (const p of pages)
    console.log(
      `${p.page.padEnd(15)} ${p.performance.toFixed(2)}  ${p.accessibility.toFixed(2)}  ${String(p.lcpMs).padStart(6)}  ${String(p.tbtMs).padStart(6)}  ${p.cls.toFixed(3)}  ${String(p.jsTotalKb).padStart(5)}  ${Object.entries(
        p.jsKb,
      )
        .map(([part, kb]) => `${part} ${kb}`)
        .join(', ')}${p.a11yFailing?.length ? `; a11y fails: ${p.a11yFailing.join(', ')}` : ''}`,
    );
  // Where the blocking time comes from: the main thread's work by cause, and the costliest scripts.
  const ms = (record: Record<string, number>) =>
    Object.entries(record)
      .sort(([, a], [, b]) => b - a)
      .map(([what, time]) => `${what} ${time}`)
      .join(', ');
  console.log('\nmain thread, ms (median): by cause; costliest scripts');
  for (const p of pages)
    console.log(`${p.page.padEnd(15)} ${ms(p.mainThreadMs)}\n${' '.repeat(16)}${ms(p.topScriptsMs)}`);
}

function printRender({ load, stream }: { load: RenderFigures[]; stream: StreamFigures }) {
  console.log('\nrender server                          cache  conns  req/s   p50   p99  errors');
  for (const r of load)
    console.log(
      `${r.page.slice(0, 38).padEnd(38)} ${r.cache.padEnd(5)} ${String(r.connections).padStart(6)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)}  ${r.errors}`,
    );
  console.log(
    `streamed, uncached, one at a time: head at ${stream.headMs} ms, whole page at ${stream.wholeMs} ms (medians)`,
  );
}

function printApi(database: string, routes: RouteFigures[]) {
  console.log(`\nAPI on ${database}, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log('route                        req/s   p50   p99  errors  of ceiling (ceiling req/s)');
  for (const r of routes)
    console.log(
      `${r.route.padEnd(28)} ${String(r.rps).padStart(5)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)}  ${String(r.errors).padStart(6)}  ${r.ofCeiling.toFixed(2)} (${r.ceilingRps})`,
    );
}

async function main() {
  const started = Date.now();
  buildApps(false);
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    runs: RUNS,
    seconds: SECONDS,
    connections: CONNECTIONS,
  };

  await withSite(undefined, async (site, env) => {
    const [product] = (await (await fetch(`${site.apiUrl}/api/products/mens?limit=1`)).json()) as { _id: string }[];
    const measured = [
      { name: '/', path: '/' },
      { name: '/mens', path: '/mens' },
      { name: '/product/{id}', path: `/product/${product?._id}` },
      { name: '/checkout (1)', path: '/checkout', prepare: withOneItemInBag },
    ];
    await warmUp(
      site.shellUrl,
      measured.map((page) => page.path),
    );
    const pages = await measurePages(site.shellUrl, measured, env, RUNS);
    printPages(pages);
    report.pages = pages;
    if (PAGES_ONLY) return;
    const render = await measureRender(site, `/product/${product?._id}`, SECONDS, CONNECTIONS);
    printRender(render);
    report.render = render;
    const api = await measureApi(site.apiUrl, SECONDS, CONNECTIONS);
    printApi('PGlite', api);
    report.apiPglite = api;
  });

  if (process.env.BENCH_DATABASE_URL && !PAGES_ONLY) {
    await withSite(process.env.BENCH_DATABASE_URL, async (site) => {
      const api = await measureApi(site.apiUrl, SECONDS, CONNECTIONS);
      printApi('PostgreSQL', api);
      report.apiPostgres = api;
    });
  }

  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(
    ROOT,
    'bench-results',
    `bench-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`,
  );
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\nwritten ${path.relative(ROOT, file)} in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
