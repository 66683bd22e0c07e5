import type { DatabaseHandle } from '../../api/src/db/client';
import { CatalogCache } from '../../api/src/modules/catalog/catalogCache';
import { PostgresSearch } from '../../api/src/modules/search/postgresSearch';

/** Runs of each query straight on the engine, one after another: its own time, no HTTP, nothing kept. */
const ENGINE_RUNS = 10;
const ENGINE_QUERIES: [string, (search: PostgresSearch) => Promise<unknown>][] = [
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

/** Each engine query's p50 and worst of ENGINE_RUNS, after one run that reads the vocabulary. */
export async function engineTimes(database: DatabaseHandle) {
  const search = new PostgresSearch(database.db, new CatalogCache(database.db));
  const out: { name: string; p50: number; max: number }[] = [];
  for (const [name, run] of ENGINE_QUERIES) {
    await run(search);
    const times: number[] = [];
    for (let i = 0; i < ENGINE_RUNS; i++) {
      const at = performance.now();
      await run(search);
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
    out.push({ name, p50: ms(times[Math.floor(times.length / 2)]), max: ms(times.at(-1)) });
    console.log(
      `  engine: ${name.padEnd(36)} p50 ${ms(times[Math.floor(times.length / 2)])} ms  max ${ms(times.at(-1))} ms`,
    );
  }
  return out;
}
