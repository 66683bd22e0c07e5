/**
 * `npm run bench:search`: the search at scale (issue 44). Builds a throwaway store (a fresh
 * database on the server of BENCH_DATABASE_URL, else the embedded PGlite) with the demo catalogue
 * and generated pieces spread over the three sections, starts the API as its own process, and
 * hammers the suggestions and the results with 20 connections, each request a different query
 * (so the answers kept per catalogue version do not hide the engine: every figure is a first ask),
 * at 10,000 and then 100,000 products. Prints p50/p99 per route; writes bench-results/search-<database>.json.
 *
 * Env: BENCH_DATABASE_URL, BENCH_PRODUCTS (10000,100000: each a total the catalogue grows to),
 * BENCH_SECONDS per route (10), BENCH_CONNECTIONS (20); SEARCH_ENGINE reaches the API as it is
 * (memory by default); BENCH_KEEP_DATABASE=1 keeps the grown database and prints its URL, which
 * BENCH_REUSE_DATABASE_URL then measures again without growing it; BENCH_CPU_PROFILE (a folder:
 * the API's V8 CPU profile); BENCH_ENGINE_TIMES=0 skips the engines' own times. Each engine's own times are printed beside, and the memory index's build.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SECTIONS } from '@store/shared/catalog';
import { loadConfig } from '../api/src/config';
import { prepareDatabase } from '../api/src/prepare';
import { addScaleProducts } from '../api/src/seed/scaleCatalogue';
import { spawnApi, stopProcess, waitForReady } from './lib/apiProcess';
import { ROOT } from './lib/apps';
import { benchStore } from './lib/benchStore';
import { engineTimes } from './lib/searchEngineTimes';

const SIZES = (process.env.BENCH_PRODUCTS ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const BUDGET_MS = { suggest: 50, results: 100 };

/** What shoppers type: kinds, colours, fabrics, words of names, the seeded spellings, typos, Hindi, and nonsense. */
const WORDS = [
  'saree',
  'sari',
  'lehenga',
  'lengha',
  'kurta',
  'kurtta',
  'sherwani',
  'sherwni',
  'bandgala',
  'jewelry',
  'shades',
  'gown',
  'gowns',
  'suit',
  'tuxedo',
  'jacket',
  'watch',
  'bag',
  'footwear',
  'anarkali',
  'royal',
  'velvet',
  'silk',
  'black',
  'red',
  'navy',
  'gold',
  'wedding',
  'festive',
  'brocade',
  'linen',
  'jacquard',
  'midnight',
  'heritage',
  'साड़ी',
  'लहंगा',
  'कुर्ता',
  'shirt',
  'coord',
  'zzqx',
  'party wear',
  'bridal',
  'emerald',
  'classic',
];

/**
 * Every pair of words, each with every sort, page and a lowest price: a hundred thousand distinct
 * result queries (an engine answering thousands a second must never be handed a kept answer).
 */
function resultPaths(): string[] {
  const out: string[] = [];
  const sorts = ['relevance', 'popular', 'price-asc', 'newest'];
  for (const minPrice of [null, 500, 1000, 2000, 5000])
    for (const [i, a] of WORDS.entries())
      for (const [j, b] of WORDS.entries())
        for (const sort of sorts)
          for (const page of [1, 2, 3]) {
            const q = i === j ? a : `${a} ${b}`;
            const price = minPrice === null ? '' : `&minPrice=${minPrice}`;
            out.push(`/search?q=${encodeURIComponent(q)}&sort=${sort}&page=${page}${price}`);
          }
  return shuffled(out);
}

/** Each word typed a letter at a time, after none, one or two whole words: what a header box sends per keystroke. */
function suggestPaths(): string[] {
  const out: string[] = [];
  const pairs = WORDS.slice(0, 15).flatMap((a) => WORDS.slice(0, 15).map((b) => `${a} ${b}`));
  for (const before of ['', ...WORDS, ...pairs])
    for (const word of WORDS)
      for (let length = 2; length <= word.length; length++)
        out.push(`/search/suggest?q=${encodeURIComponent(`${before} ${word.slice(0, length)}`.trim())}`);
  return shuffled([...new Set(out)]);
}

/** The same order every run (a fixed seed), but no run of one word's queries side by side. */
function shuffled<T>(items: T[]): T[] {
  let seed = 44;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** A process's resident memory (Linux), or null where /proc has none. */
function residentMb(pid: number | undefined): number | null {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** 20 connections through a list of distinct paths, each asked once: the run ends early when the list does. */
async function hammer(base: string, paths: string[]) {
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        duration: SECONDS,
        connections: CONNECTIONS,
        requests: [
          {
            setupRequest: (request) => {
              if (next === paths.length) run.stop();
              return { ...request, path: paths[next++ % paths.length] as string };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
  });
  return {
    requests: result.requests.total,
    distinct: Math.min(result.requests.total, paths.length),
    listed: paths.length,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const store = await benchStore('search', process.env.BENCH_DATABASE_URL, {
    reuse: process.env.BENCH_REUSE_DATABASE_URL,
    keep: process.env.BENCH_KEEP_DATABASE === '1',
  });
  const config = loadConfig(store.env);
  const report: Record<string, unknown>[] = [];
  try {
    const database = await prepareDatabase({ ...config, seedDemoData: true }, () => {});
    for (const size of SIZES) {
      const started = Date.now();
      const [row] = (await database.executeSql('select count(*)::int as n from products')).rows;
      const missing = size - Number(row?.n ?? 0);
      // Spread over the sections, each its own categories, names, fabrics and stock.
      for (const [index, section] of SECTIONS.entries())
        if (missing > 0)
          await addScaleProducts(database.db, section, Math.floor(missing / 3) + (index === 0 ? missing % 3 : 0));
      await database.analyze();
      console.log(`catalogue: ${size} products on ${store.database} (${Date.now() - started} ms to add)`);
      const engine = process.env.BENCH_ENGINE_TIMES === '0' ? null : await engineTimes(database);
      if (store.database === 'pglite') await database.close();

      const port = '4600';
      // BENCH_CPU_PROFILE=<folder>: the API writes a V8 CPU profile there when it stops.
      const profile = process.env.BENCH_CPU_PROFILE;
      const api = spawnApi(
        { ...store.env, API_PORT: port, MIGRATE_AT_START: 'false' },
        'ignore',
        undefined,
        profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
      );
      const base = `http://127.0.0.1:${port}`;
      try {
        // A loaded machine may take minutes to compile and start the API.
        const spawned = Date.now();
        await waitForReady(base, api, 600_000);
        const readyMs = Date.now() - spawned;
        const suggest = await hammer(base, suggestPaths());
        const results = await hammer(base, resultPaths());
        const rssMb = residentMb(api.pid);
        console.log(
          `${size} products, SEARCH_ENGINE=${process.env.SEARCH_ENGINE ?? 'memory (default)'}: API ready in ${readyMs} ms (compiling, the engine prepared), resident ${rssMb} MB after the runs`,
        );
        for (const [name, figures] of [
          ['suggest', suggest],
          ['results', results],
        ] as const)
          console.log(
            `${size} products, ${name.padEnd(8)} p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms (budget ${BUDGET_MS[name]})  ${figures.rps} req/s, ${figures.requests} requests (${figures.distinct} distinct), errors ${figures.errors}`,
          );
        report.push({ products: size, readyMs, rssMb, engine, suggest, results });
      } finally {
        await stopProcess(api);
      }
      if (store.database === 'pglite') break;
    }
    if (store.database === 'postgresql') await database.close();
  } finally {
    await store.dispose();
  }
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(ROOT, 'bench-results', `search-${store.database}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), database: store.database, seconds: SECONDS, connections: CONNECTIONS, report },
      null,
      2,
    ),
  );
  console.log(`written ${path.relative(ROOT, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
