import type { DatabaseHandle } from '../../api/src/db/client';
import { CatalogCache } from '../../api/src/modules/catalog/catalogCache';
import type { SearchEngine } from '../../api/src/modules/search/engine';
import { MemorySearch } from '../../api/src/modules/search/memorySearch';
import { PostgresSearch } from '../../api/src/modules/search/postgresSearch';

/** Runs of each query straight on the engine, one after another: its own time, no HTTP, nothing kept. */
const ENGINE_RUNS = 10;
const ENGINE_QUERIES: [string, (search: SearchEngine) => Promise<unknown>][] = [
  ['suggest "sa"', (search) => search.suggestions('sa')],
  ['suggest "royal kur"', (search) => search.suggestions('royal kur')],
  ['suggest "sherwni" (a typo)', (search) => search.suggestions('sherwni')],
  ['results "saree"', (search) => search.results(resultsOf('saree'))],
  ['results "black gown"', (search) => search.results(resultsOf('black gown'))],
  ['results "kurtta" (a typo)', (search) => search.results(resultsOf('kurtta'))],
  [
    'results "velvet" page 3 by price',
    (search) => search.results({ ...resultsOf('velvet'), sort: 'price-asc', page: 3 }),
  ],
  ['results "लहंगा"', (search) => search.results(resultsOf('लहंगा'))],
  ['results "zzqx" (nothing found)', (search) => search.results(resultsOf('zzqx'))],
];

function resultsOf(q: string) {
  return { q, filters: { section: null, type: null }, sort: 'relevance' as const, page: 1, limit: 24 };
}

const ms = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The heap in use once what can be collected is (with --expose-gc), else as it stands. */
function heapUsed(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

/**
 * Each engine's own time per query (p50 and worst of ENGINE_RUNS, after one run that reads the
 * vocabulary), and the memory engine's build: its time and the heap it takes.
 */
export async function engineTimes(database: DatabaseHandle) {
  const before = heapUsed();
  const at = performance.now();
  const memory = new MemorySearch(database.db, new CatalogCache(database.db));
  await memory.prepare();
  const build = { ms: Math.round(performance.now() - at), heapMb: mb(heapUsed() - before) };
  console.log(`  engine memory: index built in ${build.ms} ms, heap +${build.heapMb} MB`);
  const engines: [string, SearchEngine][] = [
    ['memory', memory],
    ['postgres', new PostgresSearch(database.db, new CatalogCache(database.db))],
  ];
  const queries: { engine: string; name: string; p50: number; max: number }[] = [];
  for (const [engine, search] of engines)
    for (const [name, run] of ENGINE_QUERIES) {
      await run(search);
      const times: number[] = [];
      for (let i = 0; i < ENGINE_RUNS; i++) {
        const start = performance.now();
        await run(search);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p50 = ms(times[Math.floor(times.length / 2)]);
      queries.push({ engine, name, p50, max: ms(times.at(-1)) });
      console.log(`  engine ${engine.padEnd(8)} ${name.padEnd(36)} p50 ${p50} ms  max ${ms(times.at(-1))} ms`);
    }
  return { build, queries };
}
